
/** How long a stock page is reused. The stock library only changes when a library is loaded. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 300;

/**
 * Stock pages are the same for every clinician (only the favourite stars differ, and those are
 * set per caller afterwards), and clinicians search the same common words all day: a page is
 * computed once and reused for a minute. Identical searches arriving together share one query.
 * Bounded (least recently used first out) so a stream of distinct searches cannot grow it.
 */
export class StockPageCache<Page> {
  private readonly entries = new Map<string, { at: number; page: Promise<Page> }>();

  get(key: string, compute: () => Promise<Page>): Promise<Page> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < TTL_MS) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.page;
    }
    const page = compute();
    this.entries.set(key, { at: now, page });
    page.catch(() => this.entries.delete(key));
    while (this.entries.size > MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return page;
  }

  clear(): void {
    this.entries.clear();
  }
}
