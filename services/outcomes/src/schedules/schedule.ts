// The schedule's rules, pure: when the next invitation and reminder are due, and where a client
// outcome stands. Times are instants; an interval is a number of days of 24 hours.
import { DAY_MS, MAX_REMINDERS, type ClientOutcomeStatus, type OutcomeScheduleInput } from '@openset/contracts';
import { DomainError } from '@openset/server-kit';

// Nullable columns read from an entity may also be undefined; both mean "none".
export interface ScheduleFields {
  scheduleKind: 'once' | 'intervals' | 'manual';
  startAt?: Date | null;
  intervalDays?: number | null;
  endAt?: Date | null;
  reminderDays?: number | null;
}

export interface DeliveryState extends ScheduleFields {
  enabled: boolean;
  clientStopped: boolean;
  nextInvitationAt?: Date | null;
  openSince?: Date | null;
  lastInvitationAt?: Date | null;
  invitationsSent: number;
}

const time = (date: Date | null | undefined) => date?.getTime() ?? null;

/** The stored form of a schedule the clinician sent; the start defaults to now. */
export interface StoredSchedule {
  scheduleKind: 'once' | 'intervals' | 'manual';
  startAt: Date | null;
  intervalDays: number | null;
  endAt: Date | null;
  reminderDays: number | null;
}

export function scheduleFields(input: OutcomeScheduleInput, now: Date): StoredSchedule {
  if (input.kind === 'manual') return { scheduleKind: 'manual', startAt: null, intervalDays: null, endAt: null, reminderDays: null };
  const startAt = input.startAt ? new Date(input.startAt) : now;
  if (input.kind === 'once') return { scheduleKind: 'once', startAt, intervalDays: null, endAt: null, reminderDays: input.reminderDays ?? null };
  const endAt = input.endAt ? new Date(input.endAt) : null;
  if (endAt && endAt < startAt) {
    throw new DomainError('ERRVALIDATION', 'The schedule ends before it starts', [{ path: 'schedule.endAt', message: 'must not be before startAt' }]);
  }
  return { scheduleKind: 'intervals', startAt, intervalDays: input.intervalDays, endAt, reminderDays: input.reminderDays ?? null };
}

export const sameSchedule = (a: ScheduleFields, b: ScheduleFields) =>
  a.scheduleKind === b.scheduleKind &&
  time(a.startAt) === time(b.startAt) &&
  (a.intervalDays ?? null) === (b.intervalDays ?? null) &&
  time(a.endAt) === time(b.endAt) &&
  (a.reminderDays ?? null) === (b.reminderDays ?? null);

/** The first occurrence of an interval schedule at or after `from`; null past its end. */
function occurrenceFrom(schedule: ScheduleFields, from: Date): Date | null {
  const start = schedule.startAt!.getTime();
  const step = schedule.intervalDays! * DAY_MS;
  const k = Math.max(0, Math.ceil((from.getTime() - start) / step));
  const next = new Date(start + k * step);
  return schedule.endAt && next > schedule.endAt ? null : next;
}

/**
 * When the next invitation is due, planned afresh (a new schedule, or started again): an outcome
 * never sent starts at its start (now, if that is past); one already sent goes on with the next
 * occurrence from now, so a stop or a change never sends a burst of invitations missed meanwhile.
 */
export function planNext(state: DeliveryState, now: Date): Date | null {
  switch (state.scheduleKind) {
    case 'manual':
      return null;
    case 'once':
      return state.invitationsSent > 0 && state.lastInvitationAt && state.startAt && state.lastInvitationAt >= state.startAt ? null : (state.startAt ?? null);
    case 'intervals':
      return state.invitationsSent === 0 ? occurrenceFrom(state, state.startAt!) : occurrenceFrom(state, new Date(Math.max(now.getTime(), (state.lastInvitationAt?.getTime() ?? 0) + 1)));
  }
}

/** After the invitation due at `dueAt` went out: the next one (one, never a burst after an outage). */
export function nextAfterSending(schedule: ScheduleFields, dueAt: Date, now: Date): Date | null {
  if (schedule.scheduleKind !== 'intervals') return null;
  return occurrenceFrom(schedule, new Date(Math.max(dueAt.getTime(), now.getTime()) + 1));
}

/** The reminder after an invitation, or after the `sent`-th reminder; null once MAX_REMINDERS went or none are asked for. */
export function nextReminder(schedule: ScheduleFields, sent: number, now: Date): Date | null {
  if (!schedule.reminderDays || sent >= MAX_REMINDERS) return null;
  return new Date(now.getTime() + schedule.reminderDays * DAY_MS);
}

export function statusOf(state: Pick<DeliveryState, 'enabled' | 'clientStopped' | 'openSince' | 'nextInvitationAt'>): ClientOutcomeStatus {
  if (!state.enabled) return 'stopped';
  if (state.clientStopped) return 'clientStopped';
  if (state.openSince) return 'due';
  if (state.nextInvitationAt) return 'scheduled';
  return 'idle';
}
