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
  const earlier = new Set<string>();
  for (const marked of [...server, ...waiting.keys()]) {
    const [date, ofKey] = marked.split('|');
    if (ofKey === key && date! >= monday && date! < today) earlier.add(date!);
  }
  const doneEarlier = [...earlier].filter((date) => waiting.get(`${date}|${key}`) ?? server.has(`${date}|${key}`)).length;
  return doneEarlier + (doneToday ? 1 : 0);
}
