import { describe, expect, it } from '@jest/globals';
import { topK } from './top-k.js';

describe('topK', () => {
  it('answers the k best in order, the same as a full sort, ties kept in comparator order', () => {
    const scores = Array.from({ length: 5000 }, (_, i) => Math.floor(Math.sin(i) * 50));
    const better = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
    const sorted = scores.map((_, i) => i).sort(better);
    for (const k of [1, 7, 100, 4999, 5000, 6000]) {
      expect(topK(scores.length, k, better)).toEqual(sorted.slice(0, k));
    }
  });

  it('answers nothing for no candidates or k = 0', () => {
    expect(topK(0, 10, () => 0)).toEqual([]);
    expect(topK(10, 0, () => 0)).toEqual([]);
  });
});
