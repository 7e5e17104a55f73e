import { describe, expect, it } from '@jest/globals';
import type { TrackedSet } from '@openset/contracts';
import { adherenceOver, plannedExercises } from './adherence-plan.js';
import { dayIn, widenedByADay } from './day-range.js';

// 2026-11-16 is a Monday: the week of the 16th to the 22nd is whole.
const WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
// Still in the portal: planned up to the client's today, here after the week.
const exercise = (key: string, daysPerWeek: number, since = '2026-11-01', setId = 'set-1') => ({ setId, key, spans: [{ from: since, to: '2026-11-30' }], daysPerWeek, setName: 'Knee', title: `Exercise ${key}` });
// The client's today in most tests: after the days looked at, all of them over.
const AFTER = '2026-12-01';
const marks = (key: string, dates: string[], setId = 'set-1') => dates.map((date) => ({ setId, exerciseKey: key, date }));

describe('adherence', () => {
  it('plans an every-day exercise from the day its set was put in the portal', () => {
    const days = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
    const result = adherenceOver(days, [exercise('a', 7, '2026-11-20')], marks('a', ['2026-11-20', '2026-11-22']), AFTER);
    const a = (done: boolean) => [{ setId: 'set-1', exerciseKey: 'a', done }];
    expect(result.days).toEqual([
      { date: '2026-11-19', done: 0, planned: 0, shown: 0, exercises: [] },
      { date: '2026-11-20', done: 1, planned: 1, shown: 1, exercises: a(true) },
      { date: '2026-11-21', done: 0, planned: 1, shown: 1, exercises: a(false) },
      { date: '2026-11-22', done: 1, planned: 1, shown: 1, exercises: a(true) },
    ]);
    expect(result.percentage).toBe(66.7);
  });

  it('counts a 3/7 exercise done on three days of a week as all done, and its rest days as nothing planned', () => {
    const result = adherenceOver(WEEK, [exercise('a', 3)], marks('a', ['2026-11-16', '2026-11-18', '2026-11-20']), AFTER);
    expect(result.percentage).toBe(100);
    expect(result.days.map((day) => [day.done, day.planned])).toEqual([[1, 1], [0, 0], [1, 1], [0, 0], [1, 1], [0, 0], [0, 0]]);
    // Two of the three: two thirds. Five days: still all done, not more.
    expect(adherenceOver(WEEK, [exercise('a', 3)], marks('a', ['2026-11-16', '2026-11-18']), AFTER).percentage).toBe(66.7);
    expect(adherenceOver(WEEK, [exercise('a', 3)], marks('a', WEEK.slice(0, 5)), AFTER).percentage).toBe(100);
  });

  it('expects of a part week its share of the frequency, and weighs exercises by how often they are due', () => {
    // Due from Saturday: 3/7 of two days is 0.86 of a day; one done covers it.
    expect(adherenceOver(WEEK, [exercise('a', 3, '2026-11-21')], marks('a', ['2026-11-22']), AFTER).percentage).toBe(100);
    expect(adherenceOver(WEEK, [exercise('a', 3, '2026-11-21')], [], AFTER).percentage).toBe(0);
    // An every-day exercise done all week (7 of 7) and a 3/7 one never (0 of 3): 7 of 10.
    const both = [exercise('daily', 7), exercise('strength', 3)];
    expect(adherenceOver(WEEK, both, marks('daily', WEEK), AFTER).percentage).toBe(70);
    // Each on its own: the one left out shows.
    expect(adherenceOver(WEEK, both, marks('daily', WEEK), AFTER).exercises.map((one) => [one.exerciseKey, one.daysPerWeek, one.done, one.percentage])).toEqual([
      ['daily', 7, 7, 100],
      ['strength', 3, 0, 0],
    ]);
  });

  it('names each exercise a day showed, done or not, and counts a 3/7 exercise on its rest day as shown but not planned', () => {
    const result = adherenceOver(['2026-11-16', '2026-11-17'], [exercise('daily', 7), exercise('often', 3)], [...marks('daily', ['2026-11-16']), ...marks('often', ['2026-11-16'])], AFTER);
    expect(result.days.map(({ done, planned, shown, exercises }) => ({ done, planned, shown, exercises: exercises?.map((one) => `${one.exerciseKey}:${one.done}`) }))).toEqual([
      { done: 2, planned: 2, shown: 2, exercises: ['daily:true', 'often:true'] },
      { done: 0, planned: 1, shown: 2, exercises: ['daily:false', 'often:false'] },
    ]);
  });

  it('plans a set on the days it was in the portal, also after it was taken out, and not between two times', () => {
    // In the portal Monday to Tuesday, taken out, put back on Friday.
    const spans = [
      { from: '2026-11-16', to: '2026-11-17' },
      { from: '2026-11-20', to: '2026-11-30' },
    ];
    const result = adherenceOver(WEEK, [{ ...exercise('a', 7), spans }], marks('a', ['2026-11-16', '2026-11-17', '2026-11-20']), AFTER);
    expect(result.days.map((day) => day.planned)).toEqual([1, 1, 0, 0, 1, 1, 1]);
    expect(result.percentage).toBe(60);
    // Taken out on Tuesday for good: Monday and Tuesday still count, the rest of the week is nothing planned.
    const ended = adherenceOver(WEEK, [{ ...exercise('a', 7), spans: [spans[0]!] }], marks('a', ['2026-11-16']), AFTER);
    expect(ended.days.map((day) => [day.done, day.planned])).toEqual([[1, 1], [0, 1], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]);
    expect(ended.percentage).toBe(50);
    // Not in the portal at all in the range: not in the table either.
    expect(adherenceOver(['2026-11-19'], [{ ...exercise('a', 7), spans: [spans[0]!] }], [], AFTER).exercises).toEqual([]);
  });

  it('counts a mark on a day before the set was put in the portal, and ignores marks of anything not planned', () => {
    const result = adherenceOver(['2026-11-19', '2026-11-20'], [exercise('a', 7, '2026-11-20')], [
      ...marks('a', ['2026-11-19']),
      ...marks('divider', ['2026-11-20']),
      ...marks('a', ['2026-11-20'], 'hidden-set'),
    ], AFTER);
    expect(result).toEqual({
      days: [
        { date: '2026-11-19', done: 1, planned: 1, shown: 1, exercises: [{ setId: 'set-1', exerciseKey: 'a', done: true }] },
        { date: '2026-11-20', done: 0, planned: 1, shown: 1, exercises: [{ setId: 'set-1', exerciseKey: 'a', done: false }] },
      ],
      percentage: 50,
      exercises: [{ setId: 'set-1', setName: 'Knee', exerciseKey: 'a', title: 'Exercise a', daysPerWeek: 7, done: 1, percentage: 50 }],
    });
  });

  it("counts the client's today, not over yet, only for what is done on it: nothing is missed before the day ends", () => {
    // Put in the portal on Friday; Sunday is today.
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    const both = [exercise('a', 7, '2026-11-20'), exercise('b', 7, '2026-11-20')];
    const sunday = (done: Parameters<typeof marks>[1]) => adherenceOver(days, both, [...marks('a', done), ...marks('b', days)], '2026-11-22');
    // Both done on Friday and Saturday; on Sunday b is done, a not yet: all that counts is done.
    expect(sunday(['2026-11-20', '2026-11-21']).percentage).toBe(100);
    // The calendar still shows today's plan, with what is done of it so far.
    expect(sunday(['2026-11-20', '2026-11-21']).days.at(-1)).toEqual({
      date: '2026-11-22',
      done: 1,
      planned: 2,
      shown: 2,
      exercises: [{ setId: 'set-1', exerciseKey: 'a', done: false }, { setId: 'set-1', exerciseKey: 'b', done: true }],
    });
    // a missed on Saturday: one day of its two; b all three; four of five in all.
    expect(sunday(['2026-11-20']).exercises.map((one) => one.percentage)).toEqual([50, 100]);
    expect(sunday(['2026-11-20']).percentage).toBe(80);

    // A program put in the portal today, nothing done yet: listed, but no percentage.
    const firstDay = adherenceOver(days, [exercise('a', 7, '2026-11-22'), exercise('b', 3, '2026-11-22')], [], '2026-11-22');
    expect(firstDay.percentage).toBeNull();
    expect(firstDay.exercises.map((one) => [one.exerciseKey, one.done, one.percentage])).toEqual([['a', 0, null], ['b', 0, null]]);
    // Once one is done today, that one counts, and the other still waits.
    const oneDone = adherenceOver(days, [exercise('a', 7, '2026-11-22'), exercise('b', 3, '2026-11-22')], marks('a', ['2026-11-22']), '2026-11-22');
    expect(oneDone.percentage).toBe(100);
    expect(oneDone.exercises.map((one) => one.percentage)).toEqual([100, null]);
  });

  describe("in the client's time zone", () => {
    // Put in the portal on Monday 16 November at 20:30 in Toronto (01:30 UTC on the 17th) and
    // taken out on Friday the 20th at 21:00 there (02:00 UTC on the 21st).
    const set: TrackedSet = {
      id: 'set-1',
      savename: 'Home',
      title: 'Knee',
      periods: [{ from: '2026-11-17T01:30:00.000Z', to: '2026-11-21T02:00:00.000Z' }],
      elements: [{ type: 'setExercise', key: 'a', stockId: null, customId: 'x', title: 'Squat', instructions: '', reflect: false, thumbnailId: null, parameters: [], resources: [] }],
    };
    const plannedOn = (timeZone: string | null) => adherenceOver(WEEK, plannedExercises([set], dayIn(timeZone), '2026-11-30T12:00:00.000Z'), [], '2026-11-30').days.map((day) => day.planned);

    it("plans a set still in the portal up to the client's today, not the days they have not reached", () => {
      const stillIn = { ...set, periods: [{ from: '2026-11-17T01:30:00.000Z', to: null }] };
      // Thursday the 19th, 23:30 in Toronto, is already Friday in UTC and in Sydney.
      const now = '2026-11-20T04:30:00.000Z';
      const planned = (timeZone: string | null) => adherenceOver(WEEK, plannedExercises([stillIn], dayIn(timeZone), now), [], dayIn(timeZone)(now)).days.map((day) => day.planned);
      expect(planned('America/Toronto')).toEqual([1, 1, 1, 1, 0, 0, 0]);
      expect(planned(null)).toEqual([0, 1, 1, 1, 1, 0, 0]);
      expect(planned('Australia/Sydney')).toEqual([0, 1, 1, 1, 1, 0, 0]);
      // Done on each day so far: all done, the days to come not counted against it.
      const marked = adherenceOver(WEEK, plannedExercises([stillIn], dayIn('America/Toronto'), now), marks('a', WEEK.slice(0, 4)), dayIn('America/Toronto')(now));
      expect(marked.percentage).toBe(100);
    });

    it('plans the evening a set was put in the portal, and the evening it was taken out, on the client\'s own days', () => {
      expect(plannedOn('America/Toronto')).toEqual([1, 1, 1, 1, 1, 0, 0]);
      // In UTC the same times are Tuesday to Saturday: a Monday done would look unplanned and a
      // Saturday, after the program ended, missed.
      expect(plannedOn(null)).toEqual([0, 1, 1, 1, 1, 1, 0]);
      // In Sydney (UTC+11) it was Tuesday morning to Saturday afternoon.
      expect(plannedOn('Australia/Sydney')).toEqual([0, 1, 1, 1, 1, 1, 0]);
    });

    it('names the day of an instant across a change of clocks and the date line', () => {
      // Toronto left summer time on 1 November 2026 at 02:00 (06:00 UTC).
      expect(dayIn('America/Toronto')('2026-11-01T03:59:00.000Z')).toBe('2026-10-31');
      expect(dayIn('America/Toronto')('2026-11-01T05:00:00.000Z')).toBe('2026-11-01');
      // After it, 04:30 UTC is 23:30 the day before (in summer time it was 00:30).
      expect(dayIn('America/Toronto')('2026-11-02T04:30:00.000Z')).toBe('2026-11-01');
      expect(dayIn('Pacific/Kiritimati')('2026-11-16T10:00:00.000Z')).toBe('2026-11-17');
      expect(dayIn('Pacific/Pago_Pago')('2026-11-16T10:00:00.000Z')).toBe('2026-11-15');
      expect(dayIn(null)('2026-11-16T23:59:59.999Z')).toBe('2026-11-16');
      // The sets are asked for over a day more each side, across a month's end too.
      expect(widenedByADay('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-31', to: '2026-12-01' });
    });
  });
});
