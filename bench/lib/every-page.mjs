// A whole list read back a page at a time (skip, and limit 100: the API's largest page) until its
// total, as the front ends' routeEveryPageQuery reads one. A bench that checks nothing was lost
// must see every item: reading the first page alone (50 by default) once counted kept writes as lost.

export const PAGE_LIMIT = 100;

/**
 * `readPage({ skip, limit })` answers one page `{ items, total }`. Answers every item; a page
 * that comes back empty before the total is reached, or a count that does not add up to it,
 * throws: a read-back that cannot see the whole list must not be taken for a loss or for none.
 */
export async function everyPage(readPage) {
  const items = [];
  let total = Infinity;
  while (items.length < total) {
    const page = await readPage({ skip: items.length, limit: PAGE_LIMIT });
    total = page.total;
    if (page.items.length === 0 && items.length < total) throw new Error(`read back ${items.length} of ${total}: a page came back empty`);
    items.push(...page.items);
  }
  if (items.length !== total) throw new Error(`read back ${items.length} items of a list of ${total}`);
  return items;
}
