// Worked examples follow the IWH scoring formula and rules (IWH QuickDASH scoring instructions; Beaton et al.
// 2005): the IWH publishes the formula, not numbered patient examples, so each expectation shows its arithmetic.
import { describe, expect, it } from '@jest/globals';
import type { InstrumentAnswers } from '@openset/contracts';
import { scoreQuickDash } from './quickdash.js';

const of = (input: InstrumentAnswers, key: string) => scoreQuickDash(input).find((s) => s.key === key);
const core = (answers: (number | null)[]): InstrumentAnswers => ({ answers });
const errorOf = (input: InstrumentAnswers) => {
  try {
    scoreQuickDash(input);
  } catch (caught) {
    return caught;
  }
  throw new Error('expected an error');
};

describe('QuickDASH (IWH scoring instructions)', () => {
  it('scores the ends: all 1 = 0, all 5 = 100', () => {
    expect(of(core(Array(11).fill(1)), 'disability')?.value).toBe(0);
    expect(of(core(Array(11).fill(5)), 'disability')?.value).toBe(100);
  });

  it('applies ((sum / n) - 1) × 25', () => {
    expect(of(core(Array(11).fill(3)), 'disability')?.value).toBe(50); // (33/11 - 1) × 25
    expect(of(core([1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 2]), 'disability')?.value).toBe(47.7); // (32/11 - 1) × 25 = 47.73
  });

  it('scores 10 answered items over n = 10 (1 missing allowed)', () => {
    const score = of(core([5, 5, 5, 1, 1, 1, 1, 1, 1, 4, null]), 'disability'); // (25/10 - 1) × 25
    expect(score).toMatchObject({ value: 37.5, answered: 10, missing: 1, adjusted: true });
  });

  it('withholds the core score with 2 items missing, with the rule', () => {
    const score = of(core([3, 3, 3, 3, 3, null, 3, 3, 3, null, 3]), 'disability');
    expect(score).toMatchObject({ value: null, reason: 'tooManyMissing', missing: 2 });
    expect(score?.withheld?.en).toBe('Not scored: 2 of 11 items are unanswered; at most 1 may be missing.');
  });

  it('scores the modules alike, withholds a module with any missing item, skips one not given', () => {
    const input = { answers: Array(11).fill(1), modules: { work: [2, 2, 2, 2], sports: [5, 5, 5, null] } };
    expect(of(input, 'work')?.value).toBe(25); // (8/4 - 1) × 25
    expect(of(input, 'sports')).toMatchObject({ value: null, reason: 'tooManyMissing', missing: 1 });
    expect(of({ answers: Array(11).fill(1), modules: { sports: [1, 2, 4, 5] } }, 'sports')?.value).toBe(50); // (12/4 - 1) × 25
    expect(scoreQuickDash(core(Array(11).fill(2))).map((s) => s.key)).toEqual(['disability']);
  });

  it('rejects bad answers naming the item', () => {
    expect(errorOf(core(Array(10).fill(1)))).toMatchObject({ problem: 'count', path: 'answers' });
    expect(errorOf(core([1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1]))).toMatchObject({ item: 'q7', itemNumber: 7, problem: 'range' });
    expect(errorOf(core([1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1]))).toMatchObject({ item: 'q3', problem: 'range' });
    expect(errorOf(core([1, 1, 1, 1, 2.5, 1, 1, 1, 1, 1, 1]))).toMatchObject({ item: 'q5', problem: 'integer' });
    expect(errorOf({ answers: Array(11).fill(1), modules: { work: [1, 1, 1] } })).toMatchObject({ problem: 'count', path: 'modules.work' });
    expect(errorOf({ answers: Array(11).fill(1), modules: { work: [1, 1, 9, 1] } })).toMatchObject({ item: 'work3', path: 'modules.work.2' });
    expect(errorOf({ answers: Array(11).fill(1), modules: { leisure: [1, 1, 1, 1] } })).toMatchObject({ problem: 'shape', path: 'modules.leisure' });
  });
});
