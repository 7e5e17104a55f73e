/**
 * How many days of a week (Monday to Sunday, or to today in this week; the client's own days) an
 * exercise was done, for an exercise to be done on fewer days than seven. The day being recorded
 * (today or yesterday) is what its box shows; the other days come from the last adherence read,
 * unless a mark of that day still waits in the outbox (it wins).
 */
export interface WeekSources {
  /** Monday of the recorded day's week, the recorded day and today, YYYY-MM-DD. */
  monday: string;
  day: string;
  today: string;
  /** Marks the server returned, as `date|setId/exerciseKey`. */
  server: ReadonlySet<string>;
  /** Marks waiting in the outbox, as `date|setId/exerciseKey`; the latest wins. */
  waiting: ReadonlyMap<string, boolean>;
}

export function daysDoneInWeek(key: string, doneOnDay: boolean, { monday, day, today, server, waiting }: WeekSources): number {
  let done = 0;
  const date = new Date(`${monday}T00:00:00Z`);
  for (let i = 0; i < 7; i++, date.setUTCDate(date.getUTCDate() + 1)) {
    const ymd = date.toISOString().slice(0, 10);
    if (ymd > today) break;
    const mark = `${ymd}|${key}`;
    if (ymd === day ? doneOnDay : (waiting.get(mark) ?? server.has(mark))) done++;
  }
  return done;
}
