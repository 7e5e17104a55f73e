import { describe, expect, it } from '@jest/globals';
import type { DiaryEntry } from '@openset/contracts';
import { amountDomain, dayAxisBounds, diaryAxisRange, diarySeries, diaryTickFormat, diaryValueFormat, paddedDomain } from './diarySeries';

const entry = (type: DiaryEntry['type'], date: string, values: DiaryEntry['values'], note: string | null = null, created = `${date}T10:00:00Z`): DiaryEntry => ({ id: `${type}-${date}`, type, date, values, note, created });

describe('diarySeries', () => {
  it('groups diary entries by type in the diaries\' order whichever came first, oldest first, with blood pressure as two values', () => {
    const series = diarySeries([
      entry('pain', '2026-11-05', { value: 4 }),
      entry('bp', '2026-11-04', { systolic: 130, diastolic: 85, unit: 'mmHg' }),
      entry('pain', '2026-11-04', { value: 6 }),
      entry('water', '2026-11-04', { unit: 'l' }),
    ]);
    expect(series).toEqual([
      { type: 'pain', keys: ['value'], points: [{ date: '2026-11-04', values: { value: 6 }, note: null }, { date: '2026-11-05', values: { value: 4 }, note: null }] },
      { type: 'bp', keys: ['systolic', 'diastolic'], points: [{ date: '2026-11-04', values: { systolic: 130, diastolic: 85 }, note: null }] },
    ]);
    // Breathlessness sits beside effort, after pain, even when it was kept first.
    const kinds = diarySeries([
      entry('water', '2026-11-03', { value: 1, unit: 'l' }),
      entry('rpe', '2026-11-03', { value: 3, scale: 'dyspnea' }),
      entry('hr', '2026-11-04', { value: 70 }),
      entry('rpe', '2026-11-04', { value: 6, scale: 'rpe' }),
      entry('pain', '2026-11-05', { value: 2 }),
    ]).map((one) => one.type);
    expect(kinds).toEqual(['pain', 'rpe', 'dyspnea', 'hr', 'water']);
  });

  it('charts water in litres, whether entered in litres or millilitres', () => {
    const series = diarySeries([entry('water', '2026-11-04', { value: 1.5, unit: 'l' }), entry('water', '2026-11-05', { value: 500, unit: 'ml' })]);
    expect(series).toEqual([
      { type: 'water', keys: ['value'], points: [{ date: '2026-11-04', values: { value: 1.5 }, note: null }, { date: '2026-11-05', values: { value: 0.5 }, note: null }] },
    ]);
  });

  it("charts water, steps and sleep by the day's total, the notes of the day together; scales and pressures entry by entry", () => {
    const glass = (created: string, note: string | null = null) => entry('water', '2026-11-04', { value: 250, unit: 'ml' }, note, `2026-11-04T${created}:00Z`);
    const series = diarySeries([
      glass('08:00'),
      glass('12:30', 'With lunch'),
      entry('water', '2026-11-04', { value: 1, unit: 'l' }, ' Bottle at the gym ', '2026-11-04T18:00:00Z'),
      glass('21:00'),
      entry('water', '2026-11-05', { value: 0.5, unit: 'l' }),
      entry('steps', '2026-11-04', { value: 2500 }, null, '2026-11-04T09:00:00Z'),
      entry('steps', '2026-11-04', { value: 4000 }, null, '2026-11-04T17:00:00Z'),
      entry('sleep', '2026-11-04', { value: 6.5 }, null, '2026-11-04T07:00:00Z'),
      entry('sleep', '2026-11-04', { value: 0.75 }, 'Nap', '2026-11-04T15:00:00Z'),
      entry('pain', '2026-11-04', { value: 3 }, null, '2026-11-04T08:00:00Z'),
      entry('pain', '2026-11-04', { value: 7 }, null, '2026-11-04T20:00:00Z'),
    ]);
    const byType = Object.fromEntries(series.map((one) => [one.type, one.points.map((point) => [point.date, point.values.value, point.note])]));
    expect(byType).toEqual({
      water: [
        ['2026-11-04', 1.75, 'With lunch · Bottle at the gym'],
        ['2026-11-05', 0.5, null],
      ],
      steps: [['2026-11-04', 6500, null]],
      sleep: [['2026-11-04', 7.25, 'Nap']],
      // Morning and evening pain are two readings, not a pain of 10.
      pain: [
        ['2026-11-04', 3, null],
        ['2026-11-04', 7, null],
      ],
    });
  });

  it('charts effort (RPE) and breathlessness (dyspnea) apart: two scales, not one line', () => {
    const series = diarySeries([entry('rpe', '2026-11-04', { value: 6, scale: 'rpe' }), entry('rpe', '2026-11-05', { value: 3, scale: 'dyspnea' })]);
    expect(series.map((one) => [one.type, one.points.map((point) => point.values.value)])).toEqual([
      ['rpe', [6]],
      ['dyspnea', [3]],
    ]);
  });

  it("keeps the client's note with its day, blank notes as none", () => {
    const series = diarySeries([entry('pain', '2026-11-04', { value: 6 }, ' Knee sore after stairs '), entry('pain', '2026-11-05', { value: 4 }, '  ')]);
    expect(series[0]!.points.map((point) => [point.date, point.note])).toEqual([
      ['2026-11-04', 'Knee sore after stairs'],
      ['2026-11-05', null],
    ]);
  });

  it('draws the 0-10 scales whole, amounts from zero, and heart rate and pressure on their values', () => {
    expect(['pain', 'rpe', 'dyspnea', 'fatigue'].map((type) => diaryAxisRange(type as 'pain'))).toEqual(Array(4).fill({ min: 0, max: 10 }));
    // Values far apart keep their own extent, a step of room at each end, rounded out to tens:
    // no dot lies on the chart's frame.
    expect(diaryAxisRange('hr').domainLimit!(52, 148)).toEqual({ min: 40, max: 160 });
    expect(diaryAxisRange('bp').domainLimit!(80, 140)).toEqual({ min: 70, max: 150 });
  });

  it('draws amounts from zero to a round figure a tenth above the largest day, so the top dot is not on the frame', () => {
    const top = (type: 'steps' | 'sleep' | 'water', max: number) => diaryAxisRange(type).domainLimit!(0, max);
    expect(top('steps', 8000)).toEqual({ min: 0, max: 9000 });
    expect(top('water', 1.5)).toEqual({ min: 0, max: 2 });
    expect(top('sleep', 7.25)).toEqual({ min: 0, max: 8 });
    expect(top('water', 0.5)).toEqual({ min: 0, max: 0.55 });
    // Entries of nothing (0 steps) still get an axis, and no values leave the library's.
    expect(amountDomain(0)).toEqual({ min: 0, max: 1 });
    expect(amountDomain(-Infinity)).toEqual({ min: 0, max: -Infinity });
  });

  it('gives heart rate at least 30 bpm and blood pressure at least 40 mmHg: 72 then 68 bpm no longer fills the chart', () => {
    expect(diaryAxisRange('hr').domainLimit!(68, 72)).toEqual({ min: 50, max: 90 });
    expect(diaryAxisRange('hr').domainLimit!(72, 72)).toEqual({ min: 50, max: 90 });
    expect(diaryAxisRange('bp').domainLimit!(118, 122)).toEqual({ min: 100, max: 140 });
    // Never below zero, the span kept above it.
    expect(paddedDomain(5, 5, 30, 10)).toEqual({ min: 0, max: 30 });
    // The chart library's extent of no values is left alone.
    expect(paddedDomain(Infinity, -Infinity, 30, 10)).toEqual({ min: Infinity, max: -Infinity });
  });

  it("labels the steps axis in short form, in the language, so 20,000 fits the axis", () => {
    expect([0, 5000, 20_000, 12_500].map(diaryTickFormat('steps', 'en'))).toEqual(['0', '5K', '20K', '12.5K']);
    expect(diaryTickFormat('steps', 'fr')(20_000)).toMatch(/^20[\u00a0\u202f]k$/);
    expect(diaryTickFormat('sleep', 'fr')(7.5)).toBe('7,5');
    // A table's values: the same words, and nothing for a value an entry has not.
    expect([7.25, 1 / 3, null, undefined].map(diaryValueFormat('fr'))).toEqual(['7,25', '0,33', '', '']);
  });

  it("bounds a time axis half a day beyond the period's first and last days, at the browser's midnight, also for a single day", () => {
    const noon = (day: number) => new Date(2026, 10, day, 12);
    expect(dayAxisBounds({ from: '2026-11-04', to: '2026-11-04' })).toEqual({ min: noon(3), max: noon(4) });
    expect(dayAxisBounds({ from: '2026-11-04', to: '2026-11-09' })).toEqual({ min: noon(3), max: noon(9) });
  });
});
