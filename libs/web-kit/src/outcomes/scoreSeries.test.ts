import { describe, expect, it } from '@jest/globals';
import type { OutcomeScale } from '@openset/contracts';
import { bandOf, changeVerdict, latestScored, scoreSeries } from './scoreSeries';

// QuickDASH: 0-100, higher is more disability, MCID 14 (Sorensen 2013).
const quickDash: OutcomeScale = {
  key: 'disability',
  label: 'QuickDASH',
  min: 0,
  max: 100,
  unit: 'points',
  higherIsBetter: false,
  mcid: { value: 14, unit: 'points', source: 'Sorensen 2013', note: null },
  bands: [],
};
// LEFS: 0-80, higher is better, MCID 9.
const lefs: OutcomeScale = { ...quickDash, key: 'total', min: 0, max: 80, higherIsBetter: true, mcid: { value: 9, unit: 'points', source: 'Binkley 1999', note: null } };
const ndiBands = [
  { key: 'none', label: 'No disability', min: 0, max: 4 },
  { key: 'mild', label: 'Mild', min: 5, max: 14 },
];

describe('scoreSeries', () => {
  it('orders results oldest first and measures each change from the first scored one', () => {
    const series = scoreSeries(quickDash, [
      { at: '2026-11-20T10:00:00Z', value: 40.9 },
      { at: '2026-10-01T10:00:00Z', value: 56.8 },
      { at: '2026-10-15T10:00:00Z', value: 50 },
    ]);
    expect(series.baseline).toBe(56.8);
    expect(series.points.map((point) => [point.at.toISOString().slice(0, 10), point.value, point.change, point.verdict])).toEqual([
      ['2026-10-01', 56.8, null, null],
      // 6.8 points better: under the MCID of 14.
      ['2026-10-15', 50, -6.8, 'within'],
      // 15.9 points lower disability: a clinically meaningful improvement.
      ['2026-11-20', 40.9, -15.9, 'improved'],
    ]);
    expect(series.domain).toEqual({ min: 0, max: 100 });
  });

  it('follows the instrument\'s direction: a rise is better on the LEFS, worse on QuickDASH', () => {
    expect(changeVerdict(9, lefs)).toBe('improved');
    expect(changeVerdict(-9, lefs)).toBe('worsened');
    expect(changeVerdict(14, quickDash)).toBe('worsened');
    expect(changeVerdict(-14, quickDash)).toBe('improved');
    // Just under the MCID either way.
    expect(changeVerdict(8.9, lefs)).toBe('within');
    expect(changeVerdict(-13.9, quickDash)).toBe('within');
    expect(changeVerdict(20, { higherIsBetter: true, mcid: null })).toBeNull();
    // A custom formula that does not say which way is better.
    expect(changeVerdict(20, { higherIsBetter: null, mcid: lefs.mcid })).toBeNull();
  });

  it('leaves a withheld score out of the changes and takes the first scored result as the baseline', () => {
    const series = scoreSeries(lefs, [
      { at: '2026-10-01T10:00:00Z', value: null },
      { at: '2026-10-08T10:00:00Z', value: 30 },
      { at: '2026-10-15T10:00:00Z', value: 39 },
    ]);
    expect(series.baseline).toBe(30);
    expect(series.points.map((point) => point.verdict)).toEqual([null, null, 'improved']);
    expect(latestScored(series)?.value).toBe(39);
    expect(latestScored(scoreSeries(lefs, [{ at: '2026-10-01T10:00:00Z', value: null }]))).toBeNull();
  });

  it('gives a scale without a range the results\' own, a tenth wider', () => {
    const series = scoreSeries({ ...lefs, min: null, max: null }, [
      { at: '2026-10-01T10:00:00Z', value: 20 },
      { at: '2026-10-08T10:00:00Z', value: 120 },
    ]);
    expect(series.domain).toEqual({ min: 0, max: 132 });
  });

  it('finds the band of a score, both ends included', () => {
    expect(bandOf(ndiBands, 4)?.key).toBe('none');
    expect(bandOf(ndiBands, 5)?.key).toBe('mild');
    expect(bandOf(ndiBands, 14)?.key).toBe('mild');
    expect(bandOf(ndiBands, 15)).toBeNull();
    expect(bandOf(ndiBands, null)).toBeNull();
  });
});
