// Roland-Morris Disability Questionnaire: the score is the number of statements ticked, 0-24 (Roland &
// Morris, Spine 1983;8:141-144; Roland & Fairbank, Spine 2000;25:3115-3124). No published
// missing-answer rule (Kent & Lauridsen, Spine 2011): a null answer withholds the score.
import { describe, expect, it } from '@jest/globals';
import { rmdq } from './rmdq.js';
import { answerErrorOf, scoreOf } from './test-helpers.js';

const ticks = (ticked: number) => Array.from({ length: 24 }, (_, index) => (index < ticked ? 1 : 0));

describe('RMDQ', () => {
  it('records the non-commercial licence and its owners, and does not reproduce the statements', () => {
    const { items, licence, scales } = rmdq.definition;
    expect(items).toHaveLength(24);
    expect(items.every((item) => item.text === null)).toBe(true);
    expect(licence).toMatchObject({ kind: 'non-commercial', commercialRestriction: true, itemTextIncluded: false });
    expect(licence.notice.en).toMatch(/Roland.*Morris.*non-commercial/);
    expect(scales[0]).toMatchObject({ min: 0, max: 24, higherIsBetter: false, mcid: { value: 5 } });
  });

  it('counts the ticked statements: none = 0, 9 ticked = 9, all = 24', () => {
    expect(scoreOf(rmdq, ticks(0)).value).toBe(0);
    expect(scoreOf(rmdq, ticks(9)).value).toBe(9);
    expect(scoreOf(rmdq, ticks(24)).value).toBe(24);
  });

  it('withholds the score when a statement has no answer, with the reason', () => {
    const answers: (number | null)[] = ticks(9);
    answers[20] = null;
    const score = scoreOf(rmdq, answers);
    expect(score).toMatchObject({ value: null, reason: 'missingAnswers', answered: 23, missing: 1 });
    expect(score.withheld?.en).toContain('enter 0 for each statement left unticked');
  });

  it('names the statement of a 2 and a 0.5', () => {
    const answers: (number | null)[] = ticks(3);
    answers[11] = 2;
    expect(answerErrorOf(rmdq, { answers })).toMatchObject({ problem: 'range', itemNumber: 12, path: 'answers.11' });
    answers[11] = 0.5;
    expect(answerErrorOf(rmdq, { answers })).toMatchObject({ problem: 'integer', itemNumber: 12 });
    expect(answerErrorOf(rmdq, { answers: ticks(3).slice(1) })).toMatchObject({ problem: 'count' });
  });
});
