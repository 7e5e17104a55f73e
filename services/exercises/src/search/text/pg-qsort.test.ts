import { describe, expect, it } from '@jest/globals';
import { pgQsort } from './pg-qsort.js';

describe('pgQsort', () => {
  it('sorts, short and long arrays alike', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) % 50);
    for (const length of [0, 1, 2, 6, 7, 8, 40, 41, 500]) {
      const values = Array.from({ length }, random);
      const sorted = [...values];
      pgQsort(sorted, (a, b) => a - b);
      expect(sorted).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('keeps equal elements in order below 7 elements (insertion sort) and may not above', () => {
    const short = [{ k: 1, id: 'a' }, { k: 0, id: 'b' }, { k: 1, id: 'c' }];
    pgQsort(short, (x, y) => x.k - y.k);
    expect(short.map((e) => e.id)).toEqual(['b', 'a', 'c']);
    // Ranking tests (rank.test.ts) check the long case against PostgreSQL's own choice.
  });
});
