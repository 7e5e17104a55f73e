import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHEDULE, scheduleForm, scheduleInput, scheduleProblems, sendInstant } from './schedule';

const today = '2026-12-02';
// 8:00 local on the 2nd: a day's invitation goes at 9:00.
const now = new Date(2026, 11, 2, 8, 0);

describe('the delivery form', () => {
  it('sends once now by default, with reminders every 3 days', () => {
    expect(scheduleProblems(DEFAULT_SCHEDULE, today)).toEqual([]);
    expect(scheduleInput(DEFAULT_SCHEDULE, now)).toEqual({ kind: 'once', reminderDays: 3 });
  });

  it('sends a chosen day at 9:00 local time, and today\'s at once when 9:00 has passed', () => {
    expect(sendInstant('2026-12-05', now)).toBe(new Date(2026, 11, 5, 9).toISOString());
    const late = new Date(2026, 11, 2, 15, 30);
    expect(sendInstant('2026-12-02', late)).toBe(late.toISOString());
    expect(sendInstant('', now)).toBeUndefined();
  });

  it('asks every N days until an end day included, without reminders when none is given', () => {
    const form = { ...DEFAULT_SCHEDULE, kind: 'intervals' as const, start: '2026-12-05', intervalDays: '7', end: '2027-01-31', reminderDays: '' };
    expect(scheduleInput(form, now)).toEqual({
      kind: 'intervals',
      startAt: new Date(2026, 11, 5, 9).toISOString(),
      intervalDays: 7,
      endAt: new Date(2027, 0, 31, 23, 59, 59).toISOString(),
      reminderDays: null,
    });
  });

  it('names each field that cannot be sent', () => {
    const form = { ...DEFAULT_SCHEDULE, kind: 'intervals' as const, start: '2026-12-01', intervalDays: '0', end: '2026-11-30', reminderDays: '45' };
    expect(scheduleProblems(form, today)).toEqual(['start', 'reminderDays', 'intervalDays', 'end']);
    expect(scheduleProblems({ ...form, kind: 'manual' }, today)).toEqual([]);
    expect(scheduleInput({ ...form, kind: 'manual' }, now)).toEqual({ kind: 'manual' });
  });

  it('reads a saved schedule back, a start already past left out', () => {
    const saved = { kind: 'intervals' as const, startAt: new Date(2026, 10, 1, 9).toISOString(), intervalDays: 14, endAt: null, reminderDays: 2 };
    expect(scheduleForm(saved, today)).toEqual({ kind: 'intervals', start: '', intervalDays: '14', end: '', reminderDays: '2' });
  });
});
