/**
 * How many days of this week (Monday to today, the client's own days) an exercise was done, for
 * an exercise to be done on fewer days than seven. Earlier days come from the last adherence
 * read, unless a mark of that day still waits in the outbox (it wins); today is what the box
 * shows.
 */
export interface WeekSources {
  /** Monday of this week and today, YYYY-MM-DD. */
  monday: string;
  today: string;
  /** Marks the server returned for this week, as `date|setId/exerciseKey`. */
  server: ReadonlySet<string>;
  /** Marks waiting in the outbox, as `date|setId/exerciseKey`; the latest wins. */
  waiting: ReadonlyMap<string, boolean>;
}

export function daysDoneThisWeek(key: string, doneToday: boolean, { monday, today, server, waiting }: WeekSources): number {
  let done = doneToday ? 1 : 0;
  // The days from Monday to yesterday (none on a Monday).
  for (const day = new Date(`${monday}T00:00:00Z`); day.toISOString().slice(0, 10) < today; day.setUTCDate(day.getUTCDate() + 1)) {
    const mark = `${day.toISOString().slice(0, 10)}|${key}`;
    if (waiting.get(mark) ?? server.has(mark)) done++;
  }
  return done;
}
