import type { Tracking } from '@openset/contracts';
import { localDay } from '@openset/web-kit';

export interface CalendarDay {
  date: string;
  /** Day of the month. */
  day: number;
  done: number;
  planned: number;
  /** 'done': every planned exercise; 'partial': some; 'missed': none of a planned day; 'none': nothing planned. */
  state: 'done' | 'partial' | 'missed' | 'none';
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
    cells.push({ date, day: Number(date.slice(8, 10)), done, planned, state: dayState(done, planned) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A percentage (0-100) as shown in the language: whole numbers, between 0 and 100 ("75%", "75 %"). */
export const percentLabel = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(Math.min(100, Math.max(0, value)) / 100);

/**
 * The client's time zone as the clinician reads it ("Eastern Time (America/Toronto)"), when it
 * is not the clinician's own: adherence days are the client's, so a calendar a day off the
 * clinician's clock is explained. Null when unknown or the same as `ownZone`.
 */
export function clientTimeZoneLabel(timeZone: string | null, ownZone: string | undefined, lang: string): string | null {
  if (!timeZone || timeZone === ownZone) return null;
  const name = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}
