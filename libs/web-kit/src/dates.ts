import { isKnownTimeZone } from '@openset/contracts';

/**
 * The calendar day of `date` where the browser is, `YYYY-MM-DD`: the day a client records for
 * and a clinician reads up to. Not `toISOString()`, whose day is UTC's (tomorrow in the evening
 * in the Americas, yesterday after midnight in Europe).
 */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day (`YYYY-MM-DD`) as the browser's own midnight, the inverse of `localDay`: a chart's time
 * axis places its ticks at local midnights, so a point and its tick fall on the same day in any
 * time zone.
 */
export function localMidnight(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/**
 * The local midnight that starts the day `days` after the day of `date` (before it when
 * negative). Counted in calendar days, not in 24 hours: a day is 23 or 25 hours long when the
 * clocks change.
 */
export function startOfLocalDay(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The browser's time zone (IANA), which the days of `localDay` are in; undefined when the
 * browser cannot name one (some report `Etc/Unknown`), so a caller leaves it out rather than
 * send what the contract refuses.
 */
export function ownTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : undefined;
}
