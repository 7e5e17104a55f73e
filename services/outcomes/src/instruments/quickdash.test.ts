import { describe, expect, it } from '@jest/globals';
import { InstrumentAnswerError } from './item-scoring.js';
import { scoreQuickDash } from './quickdash.js';

const core = (values: (number | null)[]) => ({ core: values });
const value = (scores: ReturnType<typeof scoreQuickDash>, key: string) => scores.find((s) => s.key === key);

describe('QuickDASH (IWH scoring instructions; Beaton et al. 2005)', () => {
  it('scores the ends of the scale: all 1 = 0, all 5 = 100', () => {
    expect(value(scoreQuickDash(core(Array(11).fill(1))), 'disability')?.value).toBe(0);
    expect(value(scoreQuickDash(core(Array(11).fill(5))), 'disability')?.value).toBe(100);
  });

  it('applies ((sum/n) - 1) x 25: answers summing to 33 of 11 items give 50', () => {
    // 3+3+3+3+3+3+3+3+3+3+3 = 33; (33/11 - 1) x 25 = 50
    expect(value(scoreQuickDash(core(Array(11).fill(3))), 'disability')?.value).toBe(50);
    // 1,2,3,4,5,1,2,3,4,5,2 = 32; (32/11 - 1) x 25 = 47.727...
    expect(value(scoreQuickDash(core([1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 2])), 'disability')?.value).toBe(47.73);
  });

  it('scores with 1 item missing over the 10 answered (n = 10)', () => {
    // 10 answers summing to 30: (30/10 - 1) x 25 = 50
    const answers = [3, 3, 3, 3, 3, null, 3, 3, 3, 3, 3];
    expect(value(scoreQuickDash(core(answers)), 'disability')?.value).toBe(50);
    // 10 answers summing to 25: (25/10 - 1) x 25 = 37.5
    expect(value(scoreQuickDash(core([5, 5, 5, 1, 1, 1, 1, 1, 1, 4, null])), 'disability')?.value).toBe(37.5);
  });

  it('withholds the score with 2 items missing, giving the rule', () => {
    const score = value(scoreQuickDash(core([3, 3, 3, 3, 3, null, 3, 3, 3, null, 3])), 'disability');
    expect(score?.value).toBeNull();
    expect(score?.withheld?.en).toBe('Not calculated: 2 of the 11 items are missing; the QuickDASH allows at most 1 missing item.');
    expect(score?.withheld?.fr).toContain('au plus 1');
  });

  it('scores the optional modules alike and withholds a module with any missing item', () => {
    const scores = scoreQuickDash({ core: Array(11).fill(1), work: [2, 2, 2, 2], sports: [5, 5, 5, null] });
    expect(value(scores, 'work')?.value).toBe(25);
    expect(value(scores, 'sports')?.value).toBeNull();
    expect(value(scores, 'sports')?.withheld?.en).toContain('1 of the 4 module items are missing');
    expect(value(scoreQuickDash({ core: Array(11).fill(1), sports: [1, 2, 4, 5] }), 'sports')?.value).toBe(50);
  });

  it('leaves a module not given unscored, and takes a bare list as the core', () => {
    expect(scoreQuickDash(Array(11).fill(2)).map((s) => s.key)).toEqual(['disability']);
  });

  it('rejects bad answers naming the item', () => {
    const error = (input: unknown) => {
      try {
        scoreQuickDash(input);
      } catch (caught) {
        return caught as InstrumentAnswerError;
      }
      throw new Error('expected an error');
    };
    expect(error(core(Array(10).fill(1)))).toMatchObject({ item: 'core', problem: 'count' });
    expect(error(core([1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1]))).toMatchObject({ item: 'q7', problem: 'range' });
    expect(error(core([1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1]))).toMatchObject({ item: 'q3', problem: 'range' });
    expect(error(core([1, 1, 1, 1, 2.5, 1, 1, 1, 1, 1, 1]))).toMatchObject({ item: 'q5', problem: 'integer' });
    expect(error({ core: Array(11).fill(1), work: [1, 1, 1] })).toMatchObject({ item: 'work', problem: 'count' });
    expect(error({ core: Array(11).fill(1), leisure: [1, 1, 1, 1] })).toMatchObject({ item: 'leisure', problem: 'shape' });
  });
});
