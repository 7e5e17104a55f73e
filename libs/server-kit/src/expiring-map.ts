/**
 * Entries kept for a fixed time, at most `maxEntries` of them (the oldest goes first): the store
 * of the caches that keep another service's answers a few seconds and drop them when it announces
 * a change. A lifetime of 0 keeps nothing.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Removes every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, { value }] of this.entries) {
      if (matches(value)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
