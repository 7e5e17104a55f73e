import { describe, expect, it } from '@jest/globals';
import type { DiaryEntry } from '@openset/contracts';
import { adherenceWeeks, diarySeries, percentLabel, trackingRange } from './tracking';

const entry = (type: DiaryEntry['type'], date: string, values: DiaryEntry['values'], created = `${date}T10:00:00Z`): DiaryEntry => ({ id: `${type}-${date}`, type, date, values, note: null, created });

describe('tracking', () => {
  it('reads a period of weeks as the days up to today (UTC): 4 weeks are 28 days, 12 weeks 84', () => {
    const now = new Date('2026-11-24T23:30:00Z');
    expect(trackingRange(4, now)).toEqual({ from: '2026-10-28', to: '2026-11-24' });
    expect(trackingRange(12, now)).toEqual({ from: '2026-09-02', to: '2026-11-24' });
  });

  it('lays the days out in weeks from Monday, with the state of each day', () => {
    // 2026-11-04 is a Wednesday.
    const weeks = adherenceWeeks({
      from: '2026-11-04',
      to: '2026-11-09',
      adherence: { days: [{ date: '2026-11-04', done: 3, planned: 3 }, { date: '2026-11-05', done: 1, planned: 3 }, { date: '2026-11-06', done: 0, planned: 3 }], percentage: 44.4 },
    });
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.slice(0, 2)).toEqual([null, null]);
    expect(weeks[0]!.slice(2, 5).map((day) => day?.state)).toEqual(['done', 'partial', 'missed']);
    expect(weeks[0]![5]).toMatchObject({ date: '2026-11-07', day: 7, state: 'none' });
    expect(weeks[1]![0]).toMatchObject({ date: '2026-11-09', state: 'none' });
    expect(weeks[1]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('shows a whole percentage between 0 and 100', () => {
    expect(percentLabel(44.44)).toBe('44%');
    expect(percentLabel(120)).toBe('100%');
  });

  it('groups diary entries by type, oldest first, with blood pressure as two values', () => {
    const series = diarySeries([
      entry('pain', '2026-11-05', { value: 4 }),
      entry('bp', '2026-11-04', { systolic: 130, diastolic: 85, unit: 'mmHg' }),
      entry('pain', '2026-11-04', { value: 6 }),
      entry('water', '2026-11-04', { unit: 'l' }),
    ]);
    expect(series).toEqual([
      { type: 'bp', keys: ['systolic', 'diastolic'], points: [{ date: '2026-11-04', values: { systolic: 130, diastolic: 85 } }] },
      { type: 'pain', keys: ['value'], points: [{ date: '2026-11-04', values: { value: 6 } }, { date: '2026-11-05', values: { value: 4 } }] },
    ]);
  });
});
