import { describe, expect, it } from '@jest/globals';
import { bandOf } from './frame.js';
import { dass21Scales, scoreDass21 } from './dass21.js';

const dass21Band = (key: 'depression' | 'anxiety' | 'stress', score: number) => bandOf(dass21Scales[key].bands, score)!;

// Builds 21 answers from per-scale item values (each list in the scale's form order).
const itemScale = ['s', 'a', 'd', 'a', 'd', 's', 'a', 's', 'a', 'd', 's', 's', 'd', 's', 'a', 'd', 'd', 's', 'a', 'a', 'd'];
function form(d: (number | null)[], a: (number | null)[], s: (number | null)[]) {
  const queues = { d: [...d], a: [...a], s: [...s] } as Record<string, (number | null)[]>;
  return itemScale.map((key) => queues[key]!.shift()!);
}
const byKey = (answers: (number | null)[]) => Object.fromEntries(scoreDass21({ answers }).map((s) => [s.key, s]));

// Worked examples follow the scoring key and severity table of Lovibond & Lovibond (1995); each shows its arithmetic.
describe('DASS-21 (Lovibond & Lovibond 1995 manual and DASS-21 scoring key)', () => {
  it('maps items to scales per the scoring key and doubles each sum', () => {
    // Depression items 3,5,10,13,16,17,21 = 1 each -> 7 x 2 = 14; anxiety all 0; stress items = 3 each -> 21 x 2 = 42.
    const scores = byKey(form([1, 1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 0, 0], [3, 3, 3, 3, 3, 3, 3]));
    expect(scores.depression?.value).toBe(14);
    expect(scores.anxiety?.value).toBe(0);
    expect(scores.stress?.value).toBe(42);
    // Item 2 is anxiety, item 3 depression, item 1 stress.
    const single = Array(21).fill(0);
    single[1] = 3;
    expect(byKey(single).anxiety?.value).toBe(6);
    expect(byKey(single).depression?.value).toBe(0);
  });

  it('labels every band edge on the doubled score', () => {
    const edges: [Parameters<typeof dass21Band>[0], number, string][] = [
      ['depression', 9, 'normal'], ['depression', 10, 'mild'], ['depression', 13, 'mild'], ['depression', 14, 'moderate'],
      ['depression', 20, 'moderate'], ['depression', 21, 'severe'], ['depression', 27, 'severe'], ['depression', 28, 'extremelySevere'],
      ['anxiety', 7, 'normal'], ['anxiety', 8, 'mild'], ['anxiety', 9, 'mild'], ['anxiety', 10, 'moderate'], ['anxiety', 14, 'moderate'],
      ['anxiety', 15, 'severe'], ['anxiety', 19, 'severe'], ['anxiety', 20, 'extremelySevere'],
      ['stress', 14, 'normal'], ['stress', 15, 'mild'], ['stress', 18, 'mild'], ['stress', 19, 'moderate'], ['stress', 25, 'moderate'],
      ['stress', 26, 'severe'], ['stress', 33, 'severe'], ['stress', 34, 'extremelySevere'],
      ['depression', 0, 'normal'], ['anxiety', 42, 'extremelySevere'],
    ];
    for (const [key, score, band] of edges) expect([key, score, dass21Band(key, score).key]).toEqual([key, score, band]);
  });

  it('gives the band with the score', () => {
    // Depression raw 5 -> 10 (mild); anxiety raw 4 -> 8 (mild); stress raw 7 -> 14 (normal).
    const scores = byKey(form([2, 1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1]));
    expect([scores.depression?.value, scores.depression?.band?.key]).toEqual([10, 'mild']);
    expect([scores.anxiety?.value, scores.anxiety?.band?.label.fr]).toEqual([8, 'Léger']);
    expect([scores.stress?.value, scores.stress?.band?.key]).toEqual([14, 'normal']);
  });

  it('withholds only the scale with a missing item', () => {
    const scores = byKey(form([1, 1, 1, 1, 1, 1, null], [0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1]));
    expect(scores.depression?.value).toBeNull();
    expect(scores.depression?.band).toBeNull();
    expect(scores.depression?.withheld?.en).toContain('1 of the scale’s 7 items are unanswered');
    expect(scores.anxiety?.value).toBe(0);
    expect(scores.stress?.value).toBe(14);
  });

  it('rejects bad answers naming the item', () => {
    expect(() => scoreDass21({ answers: Array(20).fill(0) })).toThrow(expect.objectContaining({ path: 'answers', problem: 'count' }));
    const off = Array(21).fill(0);
    off[16] = 4;
    expect(() => scoreDass21({ answers: off })).toThrow(expect.objectContaining({ item: 'q17', problem: 'range' }));
    const half = Array(21).fill(0);
    half[0] = 1.5;
    expect(() => scoreDass21({ answers: half })).toThrow(expect.objectContaining({ item: 'q1', problem: 'integer' }));
  });
});
