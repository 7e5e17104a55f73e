import { DAY_MS, MAX_RANGE_DAYS, type DayRangeQuery } from '@openset/contracts';
import { DomainError } from '@openset/server-kit';

const invalid = (path: string, message: string) => new DomainError('ERRVALIDATION', 'The request does not match the contract', [{ path, message }]);

export const DEFAULT_RANGE_DAYS = 28;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `from`..`to` (included): by default the last 28 days up to `today` (UTC's unless given); at most a year. */
export function dayRange(query: DayRangeQuery, today = dayOf(Date.now())): { from: string; to: string; days: string[] } {
  const to = query.to ?? today;
  const from = query.from ?? dayOf(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const count = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (count < 1) throw invalid('from', 'must not be after to');
  if (count > MAX_RANGE_DAYS) throw invalid('from', `at most ${MAX_RANGE_DAYS} days`);
  return { from, to, days: Array.from({ length: count }, (_, i) => dayOf(Date.parse(from) + i * DAY_MS)) };
}

/**
 * The calendar day (`YYYY-MM-DD`) of an instant in a time zone (UTC without one): the day a
 * client living there would write for it, as the portal dates the client's own marks.
 */
export function dayIn(timeZone: string | null): (instant: string) => string {
  if (!timeZone) return (instant) => dayOf(Date.parse(instant));
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
    return `${parts['year']}-${parts['month']}-${parts['day']}`;
  };
}

/** The day before `from` and the day after `to`: every instant of the range's days, in any time zone, falls within them in UTC. */
export function widenedByADay(from: string, to: string): { from: string; to: string } {
  return { from: dayOf(Date.parse(from) - DAY_MS), to: dayOf(Date.parse(to) + DAY_MS) };
}
