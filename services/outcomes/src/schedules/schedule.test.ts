import { describe, expect, it } from '@jest/globals';
import { DAY_MS } from '@openset/contracts';
import { nextAfterSending, nextReminder, planNext, scheduleFields, statusOf, type DeliveryState } from './schedule.js';

const now = new Date('2026-12-02T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
const state = (fields: Partial<DeliveryState>): DeliveryState => ({
  ...scheduleFields({ kind: 'intervals', startAt: now.toISOString(), intervalDays: 7, endAt: null, reminderDays: 2 }, now),
  enabled: true,
  clientStopped: false,
  nextInvitationAt: null,
  openSince: null,
  lastInvitationAt: null,
  invitationsSent: 0,
  ...fields,
});

describe('outcome schedules', () => {
  it('start now when no start is given, and a manual one plans nothing', () => {
    expect(scheduleFields({ kind: 'once', reminderDays: null }, now).startAt).toEqual(now);
    expect(planNext(state(scheduleFields({ kind: 'manual' }, now)), now)).toBeNull();
  });

  it('refuse an end before the start (ERRVALIDATION)', () => {
    expect(() => scheduleFields({ kind: 'intervals', startAt: at(2).toISOString(), intervalDays: 1, endAt: now.toISOString(), reminderDays: null }, now)).toThrow('ends before');
  });

  it('send a once schedule once: planned again after it went, nothing', () => {
    const once = scheduleFields({ kind: 'once', startAt: now.toISOString(), reminderDays: null }, now);
    expect(planNext(state({ ...once }), now)).toEqual(now);
    expect(planNext(state({ ...once, invitationsSent: 1, lastInvitationAt: now }), at(1))).toBeNull();
  });

  it('go on at intervals, one invitation after an outage rather than a burst, and stop at the end', () => {
    const weekly = scheduleFields({ kind: 'intervals', startAt: now.toISOString(), intervalDays: 7, endAt: at(15).toISOString(), reminderDays: null }, now);
    expect(nextAfterSending(weekly, now, now)).toEqual(at(7));
    // Down for 10 days: the invitation due at day 7 goes at day 10, the next is day 14.
    expect(nextAfterSending(weekly, at(7), at(10))).toEqual(at(14));
    expect(nextAfterSending(weekly, at(14), at(14))).toBeNull();
  });

  it('plan a stopped then restarted interval schedule from now, never the missed ones', () => {
    expect(planNext(state({ invitationsSent: 1, lastInvitationAt: now }), at(9))).toEqual(at(14));
    expect(planNext(state({}), at(9))).toEqual(now);
  });

  it('remind every reminderDays, at most three times', () => {
    const schedule = state({});
    expect(nextReminder(schedule, 0, now)).toEqual(at(2));
    expect(nextReminder(schedule, 2, now)).toEqual(at(2));
    expect(nextReminder(schedule, 3, now)).toBeNull();
    expect(nextReminder({ ...schedule, reminderDays: null }, 0, now)).toBeNull();
  });

  it('say where an outcome stands', () => {
    expect(statusOf({ enabled: false, clientStopped: true, openSince: now, nextInvitationAt: now })).toBe('stopped');
    expect(statusOf({ enabled: true, clientStopped: true, openSince: now, nextInvitationAt: null })).toBe('clientStopped');
    expect(statusOf({ enabled: true, clientStopped: false, openSince: now, nextInvitationAt: null })).toBe('due');
    expect(statusOf({ enabled: true, clientStopped: false, openSince: null, nextInvitationAt: at(1) })).toBe('scheduled');
    expect(statusOf({ enabled: true, clientStopped: false, openSince: null, nextInvitationAt: null })).toBe('idle');
  });
});
