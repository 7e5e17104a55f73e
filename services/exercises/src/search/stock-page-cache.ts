/** How long a stock page is kept; changes to the stock library replace pages at once anyway. */
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 300;

interface Entry<Page> {
  at: number;
  generation: string;
  page: Promise<Page>;
  settled?: Page;
}

/**
 * Stock pages are the same for every clinician (only the favourite stars differ, and those are
 * set per caller afterwards), and clinicians search the same common words all day: a page is
 * computed once per generation of the stock library and shared. Identical searches arriving
 * together share one computation. Bounded (least recently used first out) so a stream of
 * distinct searches cannot grow it.
 */
export class StockPageCache<Page> {
  private readonly entries = new Map<string, Entry<Page>>();

  /** The page of this generation, computed if this copy does not have it. */
  get(key: string, generation: string, compute: () => Promise<Page>): Promise<Page> {
    const hit = this.fresh(key);
    if (hit?.generation === generation) return hit.page;
    const entry: Entry<Page> = { at: Date.now(), generation, page: compute() };
    entry.page.then(
      (page) => (entry.settled = page),
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    this.entries.set(key, entry);
    while (this.entries.size > MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return entry.page;
  }

  /** The last page computed for this key and its generation, if there is one: a caller can check the generation and its own data in one trip. */
  latest(key: string): { generation: string; page: Page } | undefined {
    const hit = this.fresh(key);
    return hit?.settled ? { generation: hit.generation, page: hit.settled } : undefined;
  }

  private fresh(key: string): Entry<Page> | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }
}
