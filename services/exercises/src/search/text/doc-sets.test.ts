import { describe, expect, it } from '@jest/globals';
import { complement, difference, gallop, intersect, union, unionAll } from './doc-sets.js';

let seed = 11;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const sample = (size: number, universe: number) =>
  Int32Array.from(new Set(Array.from({ length: size }, () => Math.floor(random() * universe)))).sort();
const set = (list: Int32Array) => new Set(list);

describe('document set algebra', () => {
  it('agrees with plain sets for lists of similar and very different lengths', () => {
    for (const [m, n] of [[0, 5], [5, 5], [3, 300], [300, 3], [200, 180]] as const) {
      const a = sample(m, 1000);
      const b = sample(n, 1000);
      const inA = set(a);
      const inB = set(b);
      expect([...intersect(a, b)]).toEqual([...a].filter((x) => inB.has(x)));
      expect([...union(a, b)]).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
      expect([...difference(a, b)]).toEqual([...a].filter((x) => !inB.has(x)));
      expect([...complement(a, 1000)]).toEqual(Array.from({ length: 1000 }, (_, x) => x).filter((x) => !inA.has(x)));
    }
  });

  it('unions many lists, by sorting or through a bitmap', () => {
    for (const [lists, size] of [[3, 5], [30, 200]] as const) {
      const parts = Array.from({ length: lists }, () => sample(size, 2000));
      expect([...unionAll(parts, 2000)]).toEqual([...new Set(parts.flatMap((p) => [...p]))].sort((x, y) => x - y));
    }
  });

  it('gallops to the first value not below the target', () => {
    const list = Int32Array.of(1, 3, 5, 7, 9, 11, 13);
    expect(gallop(list, 0, list.length, 8)).toBe(4);
    expect(gallop(list, 2, list.length, 1)).toBe(2);
    expect(gallop(list, 0, list.length, 99)).toBe(7);
  });
});
