// Neck Disability Index: 10 sections 0-5, total 0-50, percent = total × 2 (Vernon & Mior, JMPT
// 1991;14:409-415); missing sections and bands as in Vernon, JMPT 2008;31:491-502 (one or two
// missing: percent of the answered maximum; bands 0-4, 5-14, 15-24, 25-34, 35-50). Each
// expectation shows its arithmetic from those rules.
import { describe, expect, it } from '@jest/globals';
import { ndi } from './ndi.js';
import { answerErrorOf, scoreOf } from './test-helpers.js';

/** A form whose ten sections sum to `total` (filled from the first section). */
function formOf(total: number): number[] {
  return Array.from({ length: 10 }, (_, index) => Math.max(0, Math.min(5, total - index * 5)));
}

describe('NDI', () => {
  it('carries the section headings but not the copyrighted statements, with the owner’s notice', () => {
    const { items, licence, scales } = ndi.definition;
    expect(items).toHaveLength(10);
    expect(items.every((item) => item.text === null && item.heading?.en && item.heading.fr)).toBe(true);
    expect(licence).toMatchObject({ commercialRestriction: true, itemTextIncluded: false });
    expect(licence.notice.en).toContain('Vernon');
    expect(scales.map((scale) => [scale.key, scale.max, scale.higherIsBetter])).toEqual([
      ['total', 50, false],
      ['percent', 100, false],
    ]);
  });

  it('sums the sections and doubles them for the percent: 1+2+3+1+2+3+1+2+3+0 = 18 -> 36 %', () => {
    const answers = [1, 2, 3, 1, 2, 3, 1, 2, 3, 0];
    expect(scoreOf(ndi, answers, 'total')).toMatchObject({ value: 18, adjusted: false, band: { key: 'moderate' } });
    expect(scoreOf(ndi, answers, 'percent')).toMatchObject({ value: 36, band: { key: 'moderate' } });
  });

  it.each([
    [0, 'none'],
    [4, 'none'],
    [5, 'mild'],
    [14, 'mild'],
    [15, 'moderate'],
    [24, 'moderate'],
    [25, 'severe'],
    [34, 'severe'],
    [35, 'complete'],
    [50, 'complete'],
  ])('bands a total of %i as %s, in points and in percent', (total, band) => {
    const answers = formOf(total);
    expect(scoreOf(ndi, answers, 'total')).toMatchObject({ value: total, band: { key: band } });
    expect(scoreOf(ndi, answers, 'percent')).toMatchObject({ value: total * 2, band: { key: band } });
  });

  it('scores one missing section over the answered maximum: 18 of 45 -> 40 %, 20 on 0-50', () => {
    const answers = [2, 2, 2, 2, 2, 2, 2, 2, 2, null];
    expect(scoreOf(ndi, answers, 'percent')).toMatchObject({ value: 40, adjusted: true, answered: 9, missing: 1, band: { key: 'moderate' } });
    expect(scoreOf(ndi, answers, 'total')).toMatchObject({ value: 20, adjusted: true, band: { key: 'moderate' } });
  });

  it('scores two missing sections over the answered maximum: 13 of 40 -> 32.5 %, 16.3 on 0-50', () => {
    const answers = [3, 3, 3, 2, 2, 0, 0, 0, null, null];
    expect(scoreOf(ndi, answers, 'percent')).toMatchObject({ value: 32.5, missing: 2, band: { key: 'moderate' } });
    expect(scoreOf(ndi, answers, 'total')).toMatchObject({ value: 16.3 });
  });

  it('bands a prorated value between two bands’ printed ends in the lower band: 13 of 45 -> 28.9 %, 14.4 -> mild', () => {
    const answers = [5, 5, 3, 0, 0, 0, 0, 0, 0, null];
    expect(scoreOf(ndi, answers, 'total')).toMatchObject({ value: 14.4, band: { key: 'mild' } });
    expect(scoreOf(ndi, answers, 'percent')).toMatchObject({ value: 28.9, band: { key: 'mild' } });
  });

  it('withholds both scores with three missing sections', () => {
    const answers = [2, 2, 2, 2, 2, 2, 2, null, null, null];
    for (const key of ['total', 'percent']) {
      const score = scoreOf(ndi, answers, key);
      expect(score).toMatchObject({ value: null, reason: 'tooManyMissing', missing: 3, band: null });
      expect(score.withheld?.en).toContain('3 of 10 sections');
    }
  });

  it('names the section of a 6, a 2.5 and a wrong count', () => {
    const answers: (number | null)[] = Array(10).fill(1);
    answers[3] = 6;
    expect(answerErrorOf(ndi, { answers })).toMatchObject({ problem: 'range', itemNumber: 4, path: 'answers.3' });
    answers[3] = 2.5;
    expect(answerErrorOf(ndi, { answers })).toMatchObject({ problem: 'integer', itemNumber: 4 });
    expect(answerErrorOf(ndi, { answers: Array(11).fill(1) })).toMatchObject({ problem: 'count' });
  });
});
