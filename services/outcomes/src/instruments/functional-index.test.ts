// LEFS (Binkley et al., Phys Ther 1999;79:371-383) and UEFI (Stratford et al., Physiother Can
// 2001;53:259-267). The papers publish the scoring rule (sum of 20 items coded 0-4), not numbered
// patient forms, so each expectation shows its arithmetic from that rule. The missing-item rule
// (up to 4 missing items take the answered mean; more: withheld) is the one recorded in
// docs/decisions/013-outcome-instruments.md.
import { describe, expect, it } from '@jest/globals';
import { lefs } from './lefs.js';
import { uefi } from './uefi.js';
import { answerErrorOf, scoreOf } from './test-helpers.js';

const fill = (value: number | null, count = 20) => Array<number | null>(count).fill(value);

describe.each([
  ['LEFS', lefs],
  ['UEFI', uefi],
])('%s', (name, instrument) => {
  it('has 20 items coded 0-4, a 0-80 score where higher is better, and an MCID of 9 with its source', () => {
    const { items, scales, citations, licence } = instrument.definition;
    expect(items).toHaveLength(20);
    expect(items.every((item) => item.options.map((option) => option.code).join() === '0,1,2,3,4')).toBe(true);
    expect(items.every((item) => item.text?.en && item.text.fr)).toBe(true);
    expect(scales[0]).toMatchObject({ min: 0, max: 80, higherIsBetter: true, mcid: { value: 9 } });
    expect(scales[0]!.mcid!.source).toMatch(name === 'LEFS' ? /Binkley/ : /Stratford/);
    expect(citations.length).toBeGreaterThanOrEqual(3);
    expect(licence).toMatchObject({ kind: 'free-clinical', commercialRestriction: false, itemTextIncluded: true });
  });

  it('scores the ends of the scale: all 0 = 0, all 4 = 80', () => {
    expect(scoreOf(instrument, fill(0)).value).toBe(0);
    expect(scoreOf(instrument, fill(4)).value).toBe(80);
  });

  it('sums the item codes: 10 items at 3 and 10 at 2 = 30 + 20 = 50', () => {
    const score = scoreOf(instrument, [...fill(3, 10), ...fill(2, 10)]);
    expect(score).toMatchObject({ value: 50, answered: 20, missing: 0, adjusted: false, band: null });
  });

  it('gives one missing item the answered mean: 19 items summing 57 -> 57 / 19 × 20 = 60', () => {
    const score = scoreOf(instrument, [...fill(3, 19), null]);
    expect(score).toMatchObject({ value: 60, answered: 19, missing: 1, adjusted: true });
  });

  it('imputes up to 4 missing items: 16 items summing 37 -> 37 / 16 × 20 = 46.25, given as 46.3', () => {
    const answers = [...fill(2, 11), ...fill(3, 5), null, null, null, null]; // 22 + 15 = 37
    expect(scoreOf(instrument, answers)).toMatchObject({ value: 46.3, answered: 16, missing: 4, adjusted: true });
  });

  it('withholds the score with 5 missing items, with the reason in both languages', () => {
    const score = scoreOf(instrument, [...fill(4, 15), ...fill(null, 5)]);
    expect(score.value).toBeNull();
    expect(score).toMatchObject({ reason: 'tooManyMissing', answered: 15, missing: 5 });
    expect(score.withheld?.en).toContain('5 of 20 items are unanswered');
    expect(score.withheld?.fr).toContain('5 des 20 éléments');
  });

  it('withholds a form left blank', () => {
    expect(scoreOf(instrument, fill(null)).value).toBeNull();
  });

  it('names the item of a value off the scale, a non-integer, and a wrong count', () => {
    const answers = fill(2);
    answers[6] = 5;
    expect(answerErrorOf(instrument, { answers })).toMatchObject({ problem: 'range', itemNumber: 7, path: 'answers.6' });
    answers[6] = 2.5;
    expect(answerErrorOf(instrument, { answers })).toMatchObject({ problem: 'integer', itemNumber: 7 });
    answers[6] = -1;
    expect(answerErrorOf(instrument, { answers })).toMatchObject({ problem: 'range', itemNumber: 7 });
    expect(answerErrorOf(instrument, { answers: fill(2, 19) })).toMatchObject({ problem: 'count', itemNumber: null, path: 'answers' });
  });
});
