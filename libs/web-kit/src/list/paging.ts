/** The last page (counted from 0) of `total` rows shown `pageSize` a page; 0 when there are none. */
export const lastPageOf = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize) - 1);

/**
 * An infinite query's next page of a list read newest first, `pageSize` at a time by offset: the
 * next offset while the list's `total` goes past the last page read, then none.
 */
export const nextOffset =
  (pageSize: number) =>
  (last: { total: number }, _pages: unknown, lastSkip: number): number | undefined =>
    lastSkip + pageSize < last.total ? lastSkip + pageSize : undefined;
