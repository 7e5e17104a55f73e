import type { Lang, Tracking } from '@openset/contracts';
import { dateFormat, localDay } from '@openset/web-kit';

export interface CalendarDay {
  date: string;
  /** Day of the month. */
  day: number;
  done: number;
  planned: number;
  /** The exercises the client was shown that day, and each of them (set and key) done or not. */
  shown: number;
  exercises: { setId: string; exerciseKey: string; done: boolean }[];
  /**
   * 'done': every planned exercise; 'partial': some; 'missed': none of a planned day; 'none':
   * nothing planned; 'today': the period's last day (today) with nothing done yet, which is not
   * missed while the day lasts.
   */
  state: 'done' | 'partial' | 'missed' | 'none' | 'today';
}

const dayState = (done: number, planned: number): CalendarDay['state'] => {
  if (planned <= 0) return done > 0 ? 'done' : 'none';
  if (done >= planned) return 'done';
  return done > 0 ? 'partial' : 'missed';
};

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** The periods the tracking view offers, in weeks: a month, a usual program's length, half a year. */
export const TRACKING_WEEKS = [4, 12, 26] as const;
export type TrackingWeeks = (typeof TRACKING_WEEKS)[number];

/**
 * The days of the last `weeks` weeks up to today, the clinician's own calendar day (in the
 * evening in the Americas UTC is already tomorrow, which would show as a missed day): 4 weeks
 * are 28 days, as the service's own default.
 */
export function trackingRange(weeks: TrackingWeeks, now: Date = new Date()): { from: string; to: string } {
  const to = localDay(now);
  return { from: addDays(to, -(weeks * 7 - 1)), to };
}

/**
 * The adherence days of a range as calendar weeks (Monday first); days outside the range are
 * null so each week has seven cells.
 */
export function adherenceWeeks(tracking: Pick<Tracking, 'from' | 'to' | 'adherence'>): (CalendarDay | null)[][] {
  const byDate = new Map(tracking.adherence.days.map((day) => [day.date, day]));
  const first = new Date(`${tracking.from}T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  for (let date = tracking.from; date <= tracking.to && cells.length < 400; date = addDays(date, 1)) {
    const found = byDate.get(date);
    const done = found?.done ?? 0;
    const planned = found?.planned ?? 0;
    const state = dayState(done, planned);
    const exercises = found?.exercises ?? [];
    const shown = found?.shown ?? exercises.length;
    cells.push({ date, day: Number(date.slice(8, 10)), done, planned, shown, exercises, state: state === 'missed' && date === tracking.to ? 'today' : state });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * Which calendar rows name a month, as the first of that month (`2026-11-01`), null for the
 * others: the first row, by its first day, and then each row that ends in a new month (the row
 * that holds its first day, or the next one when the first row held it). Over 12 or 26 weeks the
 * day numbers alone do not say which month a row is.
 */
export function weekMonths(weeks: readonly (readonly (CalendarDay | null)[])[]): (string | null)[] {
  let previous: string | undefined;
  return weeks.map((week, index) => {
    const days = week.filter((day) => day !== null);
    const day = index === 0 ? days[0] : days.at(-1);
    const month = day ? `${day.date.slice(0, 7)}-01` : undefined;
    if (!month || month === previous) return null;
    previous = month;
    return month;
  });
}

/** A percentage (0-100) as shown in the language: whole numbers, between 0 and 100 ("75%", "75 %"). */
export const percentLabel = (value: number, lang: Lang) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(Math.min(100, Math.max(0, value)) / 100);

/**
 * The client's time zone as the clinician reads it ("Eastern Time (America/Toronto)"), when it
 * is not the clinician's own: adherence days are the client's, so a calendar a day off the
 * clinician's clock is explained. Null when unknown or the same as `ownZone`.
 */
export function clientTimeZoneLabel(timeZone: string | null, ownZone: string | undefined, lang: Lang): string | null {
  if (!timeZone || timeZone === ownZone) return null;
  const name = dateFormat(lang, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/**
 * The day a key moves to in the calendar (one button in the tab order, the arrows move it, as
 * in a date picker): a day left or right, a week up or down, Home and End the period's first
 * and last day. Null for other keys; a move past either end stays at that end.
 */
export function movedDay(dates: readonly string[], from: string, key: string): string | null {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const index = dates.indexOf(from);
  if (index < 0) return null;
  if (key === 'Home') return dates[0]!;
  if (key === 'End') return dates.at(-1)!;
  const step = steps[key];
  if (step === undefined) return null;
  return dates[Math.min(dates.length - 1, Math.max(0, index + step))]!;
}
