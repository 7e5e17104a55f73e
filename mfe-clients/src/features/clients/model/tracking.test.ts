import { describe, expect, it } from '@jest/globals';
import { adherenceWeeks, clientTimeZoneLabel, movedDay, percentLabel, trackingRange, weekMonths } from './tracking';


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

  it('does not call the last day (today) missed while nothing is done yet', () => {
    const days = [{ date: '2026-11-08', done: 0, planned: 2 }, { date: '2026-11-09', done: 0, planned: 2 }];
    const cells = adherenceWeeks({ from: '2026-11-08', to: '2026-11-09', adherence: { days, percentage: 0, exercises: [] } }).flat();
    expect(cells.filter((day) => day !== null).map((day) => day.state)).toEqual(['missed', 'today']);
  });

  it('keeps what each day showed: how many exercises and which were done', () => {
    const exercises = [{ setId: 's', exerciseKey: 'a', done: true }, { setId: 's', exerciseKey: 'b', done: false }];
    const days = [{ date: '2026-11-09', done: 1, planned: 1, shown: 2, exercises }];
    const [day] = adherenceWeeks({ from: '2026-11-09', to: '2026-11-09', adherence: { days, percentage: 100, exercises: [] } }).flat();
    expect(day).toMatchObject({ shown: 2, exercises });
  });

  it("names the month of the first row and of each row where a month begins", () => {
    const months = (from: string, to: string) => weekMonths(adherenceWeeks({ from, to, adherence: { days: [], percentage: 0, exercises: [] } }));
    // The first row (Wed 28 October to Sun 1 November) is October's; November is named on the next.
    expect(months('2026-10-28', '2026-11-24')).toEqual(['2026-10-01', '2026-11-01', null, null, null]);
    // December and January begin mid-row: the rows holding their first days name them.
    expect(months('2026-11-18', '2027-01-10')).toEqual(['2026-11-01', null, '2026-12-01', null, null, null, '2027-01-01', null]);
    expect(months('2026-12-02', '2026-12-20')).toEqual(['2026-12-01', null, null]);
  });

  it('shows a whole percentage between 0 and 100, in the language', () => {
    expect([percentLabel(44.44, 'en'), percentLabel(120, 'en'), percentLabel(0, 'en'), percentLabel(-5, 'en'), percentLabel(74.6, 'en')]).toEqual(['44%', '100%', '0%', '0%', '75%']);
    // French: a non-breaking (narrow or not, by the ICU version) space before the sign.
    expect(percentLabel(75, 'fr')).toMatch(/^75[\u00a0\u202f]%$/);
    expect(percentLabel(100, 'fr')).toMatch(/^100[\u00a0\u202f]%$/);
  });
});

describe('movedDay', () => {
  const dates = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09', '2026-11-10'];
  it('moves a day with the side arrows and a week with the up and down arrows', () => {
    expect(movedDay(dates, '2026-11-03', 'ArrowRight')).toBe('2026-11-04');
    expect(movedDay(dates, '2026-11-03', 'ArrowLeft')).toBe('2026-11-02');
    expect(movedDay(dates, '2026-11-03', 'ArrowDown')).toBe('2026-11-10');
    expect(movedDay(dates, '2026-11-10', 'ArrowUp')).toBe('2026-11-03');
  });
  it('stops at the period’s ends, goes to them with Home and End, and ignores other keys', () => {
    expect(movedDay(dates, '2026-11-02', 'ArrowLeft')).toBe('2026-11-02');
    expect(movedDay(dates, '2026-11-05', 'ArrowDown')).toBe('2026-11-10');
    expect(movedDay(dates, '2026-11-05', 'Home')).toBe('2026-11-02');
    expect(movedDay(dates, '2026-11-05', 'End')).toBe('2026-11-10');
    expect(movedDay(dates, '2026-11-05', 'Enter')).toBeNull();
  });
});
