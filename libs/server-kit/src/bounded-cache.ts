import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions {
  /** At most this many entries; the least recently used goes first. */
  max: number;
  /** Each entry for this long; 0 or absent: no time limit. */
  ttlMs?: number;
}

/**
 * The one cache of the services (lru-cache), for every size- or time-limited store of answers.
 * Time is read from `Date.now()` on every check, so a test's fake clock applies and an entry is
 * served up to its lifetime and never a millisecond after.
 */
export function boundedCache<V extends object>({ max, ttlMs = 0 }: BoundedCacheOptions): LRUCache<string, V> {
  if (ttlMs <= 0) return new LRUCache<string, V>({ max });
  return new LRUCache<string, V>({ max, ttl: ttlMs, ttlResolution: 0, perf: { now: () => Date.now() } });
}

/** Removes every entry whose value matches (an announced change naming a team or an account). */
export function deleteWhere<V extends object>(cache: LRUCache<string, V>, matches: (value: V) => boolean): void {
  const doomed: string[] = [];
  for (const [key, value] of cache.entries()) if (matches(value)) doomed.push(key);
  for (const key of doomed) cache.delete(key);
}
