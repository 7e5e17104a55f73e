// Worked examples follow the KOOS Scoring 2012 instructions (www.koos.nu): 100 - mean × 25 per subscale, at least
// half of a subscale's items answered. The guide gives the formula, not numbered patient examples, so each
// expectation shows its arithmetic.
import { describe, expect, it } from '@jest/globals';
import type { InstrumentAnswers } from '@openset/contracts';
import { KOOS_SUBSCALE_MINIMUM, koosItems, scoreKoos } from './koos.js';

type A = (number | null)[];
const form = (symptoms: A, pain: A, adl: A, sport: A, qol: A): InstrumentAnswers => ({ answers: [...symptoms, ...pain, ...adl, ...sport, ...qol] });
const fill = (n: number, v: number | null) => Array<number | null>(n).fill(v);
const byKey = (input: InstrumentAnswers) => Object.fromEntries(scoreKoos(input).map((s) => [s.key, s]));
const sizes = { symptoms: 7, pain: 9, adl: 17, sport: 5, qol: 4 } as const;

describe('KOOS (KOOS Scoring 2012; Roos et al. 1998)', () => {
  it('has 42 items in form order: S1-S7, P1-P9, A1-A17, SP1-SP5, Q1-Q4', () => {
    expect(koosItems).toHaveLength(42);
    expect([koosItems[0]!.id, koosItems[7]!.id, koosItems[16]!.id, koosItems[33]!.id, koosItems[38]!.id, koosItems[41]!.id]).toEqual(['S1', 'P1', 'A1', 'SP1', 'Q1', 'Q4']);
  });

  it('scores each subscale 100 - mean × 25: none = 100, extreme = 0', () => {
    const best = byKey(form(fill(7, 0), fill(9, 0), fill(17, 0), fill(5, 0), fill(4, 0)));
    const worst = byKey(form(fill(7, 4), fill(9, 4), fill(17, 4), fill(5, 4), fill(4, 4)));
    for (const key of Object.keys(sizes)) expect([key, best[key]?.value, worst[key]?.value]).toEqual([key, 100, 0]);
  });

  it('scores a mixed form subscale by subscale', () => {
    const scores = byKey(
      form(
        [1, 1, 0, 2, 0, 1, 2], // 7 / 7 = 1 -> 75
        [1, 2, 1, 0, 2, 1, 1, 0, 1], // 9 / 9 = 1 -> 75
        [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3], // 35 / 17 = 2.0588 -> 48.5294
        [4, 4, 3, 4, 4], // 19 / 5 = 3.8 -> 5
        [3, 2, 2, 1], // 8 / 4 = 2 -> 50
      ),
    );
    expect([scores.symptoms?.value, scores.pain?.value, scores.adl?.value, scores.sport?.value, scores.qol?.value]).toEqual([75, 75, 48.5, 5, 50]);
    expect(scoreKoos(form(fill(7, 0), fill(9, 0), fill(17, 0), fill(5, 0), fill(4, 0)))[0]!.key).toBe('pain');
  });

  it('needs half of each subscale answered: Pain 5, Symptoms 4, ADL 9, Sport/Rec 3, QOL 2', () => {
    expect(KOOS_SUBSCALE_MINIMUM).toEqual({ symptoms: 4, pain: 5, adl: 9, sport: 3, qol: 2 });
    for (const [key, size] of Object.entries(sizes)) {
      const minimum = KOOS_SUBSCALE_MINIMUM[key as keyof typeof sizes];
      // At the minimum: scored over the answered items (answered 2s, mean 2 -> 50).
      const atMinimum = { modules: { [key]: [...fill(minimum, 2), ...fill(size - minimum, null)] }, answers: [] };
      expect([key, byKey(atMinimum)[key]]).toEqual([key, expect.objectContaining({ value: 50, answered: minimum, missing: size - minimum, adjusted: size > minimum })]);
      // One fewer: withheld with the rule.
      const below = { modules: { [key]: [...fill(minimum - 1, 2), ...fill(size - minimum + 1, null)] }, answers: [] };
      expect([key, byKey(below)[key]]).toEqual([key, expect.objectContaining({ value: null, reason: 'tooManyMissing' })]);
    }
  });

  it('gives the answered mean to missing items (pain: 5 answered summing 5 -> mean 1 -> 75)', () => {
    const scores = byKey(form(fill(7, 0), [1, 1, 1, 1, 1, null, null, null, null], fill(17, 0), fill(5, 0), fill(4, 0)));
    expect(scores.pain).toMatchObject({ value: 75, answered: 5, missing: 4, adjusted: true });
    expect(byKey(form(fill(7, 0), [1, 1, 1, 1, null, null, null, null, null], fill(17, 0), fill(5, 0), fill(4, 0))).pain?.withheld?.en).toBe(
      'Not scored: 4 of 9 items answered; the KOOS needs at least 5 (half the subscale’s items).',
    );
  });

  it('takes answers by subscale and scores only the subscales given', () => {
    const scores = scoreKoos({ answers: [], modules: { qol: [4, 4, 0, 0], sport: [1, 1, 1, 1, 1] } });
    expect(scores.map((s) => [s.key, s.value])).toEqual([
      ['sport', 75],
      ['qol', 50],
    ]);
  });

  it('rejects bad answers naming the item', () => {
    const errorOf = (input: InstrumentAnswers) => {
      try {
        scoreKoos(input);
      } catch (caught) {
        return caught;
      }
      throw new Error('expected an error');
    };
    expect(errorOf({ answers: fill(41, 0) })).toMatchObject({ problem: 'count', path: 'answers' });
    const off = fill(42, 0);
    off[8] = 5;
    expect(errorOf({ answers: off })).toMatchObject({ item: 'P2', itemNumber: 9, problem: 'range' });
    expect(errorOf({ answers: [], modules: { pain: fill(8, 0) } })).toMatchObject({ problem: 'count', path: 'modules.pain' });
    expect(errorOf({ answers: [], modules: { qol: [0, 1.5, 0, 0] } })).toMatchObject({ item: 'Q2', problem: 'integer', path: 'modules.qol.1' });
    expect(errorOf({ answers: [], modules: { knee: [0] } })).toMatchObject({ problem: 'shape', path: 'modules.knee' });
    expect(errorOf({ answers: fill(42, 0), modules: { qol: fill(4, 0) } })).toMatchObject({ problem: 'shape', path: 'answers' });
  });
});
