import { describe, expect, it } from '@jest/globals';
import type { DiaryEntry } from '@openset/contracts';
import { adherenceWeeks, clientTimeZoneLabel, diarySeries, percentLabel, trackingRange } from './tracking';

const entry = (type: DiaryEntry['type'], date: string, values: DiaryEntry['values'], note: string | null = null, created = `${date}T10:00:00Z`): DiaryEntry => ({ id: `${type}-${date}`, type, date, values, note, created });

describe('tracking', () => {
  it("names the client's time zone in the clinician's language when it is not the clinician's own", () => {
    expect(clientTimeZoneLabel('America/Toronto', 'Europe/Paris', 'en')).toBe('Eastern Time (America/Toronto)');
    expect(clientTimeZoneLabel('America/Toronto', 'Europe/Paris', 'fr')).toMatch(/^heure de l’Est.*\(America\/Toronto\)$/);
    expect(clientTimeZoneLabel('America/Toronto', 'America/Toronto', 'en')).toBeNull();
    expect(clientTimeZoneLabel(null, 'America/Toronto', 'en')).toBeNull();
  });

  it('reads a period of weeks as the days up to today: 4 weeks are 28 days, 12 weeks 84', () => {
    const now = new Date(2026, 10, 24, 12, 0);
    expect(trackingRange(4, now)).toEqual({ from: '2026-10-28', to: '2026-11-24' });
    expect(trackingRange(12, now)).toEqual({ from: '2026-09-02', to: '2026-11-24' });
  });

  it("ends the period on the browser's own calendar day, late in the evening and just after midnight", () => {
    // Made of local components: the same local day whatever the machine's time zone (UTC may be a day on).
    expect(trackingRange(4, new Date(2026, 10, 24, 23, 59))).toEqual({ from: '2026-10-28', to: '2026-11-24' });
    expect(trackingRange(4, new Date(2026, 10, 25, 0, 1))).toEqual({ from: '2026-10-29', to: '2026-11-25' });
    expect(trackingRange(4, new Date(2026, 2, 1, 0, 0))).toEqual({ from: '2026-02-02', to: '2026-03-01' });
  });

  it('lays the days out in weeks from Monday, with the state of each day', () => {
    // 2026-11-04 is a Wednesday.
    const weeks = adherenceWeeks({
      from: '2026-11-04',
      to: '2026-11-09',
      adherence: { days: [{ date: '2026-11-04', done: 3, planned: 3 }, { date: '2026-11-05', done: 1, planned: 3 }, { date: '2026-11-06', done: 0, planned: 3 }], percentage: 44.4, exercises: [] },
    });
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.slice(0, 2)).toEqual([null, null]);
    expect(weeks[0]!.slice(2, 5).map((day) => day?.state)).toEqual(['done', 'partial', 'missed']);
    expect(weeks[0]![5]).toMatchObject({ date: '2026-11-07', day: 7, state: 'none' });
    expect(weeks[1]![0]).toMatchObject({ date: '2026-11-09', state: 'none' });
    expect(weeks[1]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('shows a whole percentage between 0 and 100, in the language', () => {
    expect([percentLabel(44.44, 'en'), percentLabel(120, 'en'), percentLabel(0, 'en'), percentLabel(-5, 'en'), percentLabel(74.6, 'en')]).toEqual(['44%', '100%', '0%', '0%', '75%']);
    // French: a non-breaking (narrow or not, by the ICU version) space before the sign.
    expect(percentLabel(75, 'fr')).toMatch(/^75[\u00a0\u202f]%$/);
    expect(percentLabel(100, 'fr')).toMatch(/^100[\u00a0\u202f]%$/);
  });

  it('groups diary entries by type, oldest first, with blood pressure as two values', () => {
    const series = diarySeries([
      entry('pain', '2026-11-05', { value: 4 }),
      entry('bp', '2026-11-04', { systolic: 130, diastolic: 85, unit: 'mmHg' }),
      entry('pain', '2026-11-04', { value: 6 }),
      entry('water', '2026-11-04', { unit: 'l' }),
    ]);
    expect(series).toEqual([
      { type: 'bp', keys: ['systolic', 'diastolic'], points: [{ date: '2026-11-04', values: { systolic: 130, diastolic: 85 }, note: null }] },
      { type: 'pain', keys: ['value'], points: [{ date: '2026-11-04', values: { value: 6 }, note: null }, { date: '2026-11-05', values: { value: 4 }, note: null }] },
    ]);
  });

  it('charts water in litres, whether entered in litres or millilitres', () => {
    const series = diarySeries([entry('water', '2026-11-04', { value: 1.5, unit: 'l' }), entry('water', '2026-11-05', { value: 500, unit: 'ml' })]);
    expect(series).toEqual([
      { type: 'water', keys: ['value'], points: [{ date: '2026-11-04', values: { value: 1.5 }, note: null }, { date: '2026-11-05', values: { value: 0.5 }, note: null }] },
    ]);
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
});
