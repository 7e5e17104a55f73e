import type { OutcomeSchedule, OutcomeScheduleInput, OutcomeScheduleKind } from '@openset/contracts';

/**
 * The delivery a clinician chooses in the wizard and the edit view, as a form keeps it (dates as
 * the date inputs give them, numbers as typed), and the contract's schedule made from it. Dates
 * are the clinician's days: an invitation goes at 9:00 local time on its day, or now when that day
 * is today and 9:00 has passed (a "once" sent today goes at once).
 */
export interface ScheduleForm {
  kind: OutcomeScheduleKind;
  /** yyyy-mm-dd; '' for now. */
  start: string;
  intervalDays: string;
  /** yyyy-mm-dd; '' for until stopped. */
  end: string;
  /** '' for no reminders. */
  reminderDays: string;
}

export const DEFAULT_SCHEDULE: ScheduleForm = { kind: 'once', start: '', intervalDays: '14', end: '', reminderDays: '3' };

export type ScheduleProblem = 'intervalDays' | 'reminderDays' | 'end' | 'start';

const SEND_HOUR = 9;

/** The instant a day's invitation goes: 9:00 there, or now when that has passed. */
export function sendInstant(day: string, now: Date = new Date()): string | undefined {
  if (day === '') return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(year, month - 1, date, SEND_HOUR);
  return (at.getTime() < now.getTime() ? now : at).toISOString();
}

const whole = (text: string, min: number, max: number): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/** What is wrong with the form, field by field (empty when it can be sent). */
export function scheduleProblems(form: ScheduleForm, today: string): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (form.kind === 'manual') return problems;
  if (form.start !== '' && form.start < today) problems.push('start');
  if (form.reminderDays !== '' && whole(form.reminderDays, 1, 30) === null) problems.push('reminderDays');
  if (form.kind === 'intervals') {
    if (whole(form.intervalDays, 1, 365) === null) problems.push('intervalDays');
    if (form.end !== '' && form.end <= (form.start || today)) problems.push('end');
  }
  return problems;
}

/** The contract's schedule; call only when `scheduleProblems` is empty. */
export function scheduleInput(form: ScheduleForm, now: Date = new Date()): OutcomeScheduleInput {
  if (form.kind === 'manual') return { kind: 'manual' };
  const startAt = sendInstant(form.start, now);
  const reminderDays = form.reminderDays === '' ? null : Number(form.reminderDays);
  if (form.kind === 'once') return { kind: 'once', ...(startAt && { startAt }), reminderDays };
  const endAt = form.end === '' ? null : endInstant(form.end);
  return { kind: 'intervals', ...(startAt && { startAt }), intervalDays: Number(form.intervalDays), endAt, reminderDays };
}

/** The end day is included: the schedule ends at the end of it. */
function endInstant(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

const dayOf = (iso: string | null): string => {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

/** The form of a saved schedule (the edit view). A start already past is left out: a new schedule plans from now. */
export function scheduleForm(schedule: OutcomeSchedule, today: string): ScheduleForm {
  const start = dayOf(schedule.startAt);
  return {
    kind: schedule.kind,
    start: start > today ? start : '',
    intervalDays: String(schedule.intervalDays ?? DEFAULT_SCHEDULE.intervalDays),
    end: dayOf(schedule.endAt),
    reminderDays: schedule.reminderDays === null ? '' : String(schedule.reminderDays),
  };
}
