import { diaryChartValue, type DiaryEntry, type DiaryEntryInput, type DiaryType } from '@openset/contracts';
import { isDailyTotal } from '@openset/web-kit';

/** What the client has noted so far, as the form counts it: stored entries and entries waiting to be sent. */
export interface NotedEntries {
  stored: readonly Pick<DiaryEntry, 'id' | 'type' | 'date' | 'values'>[];
  waiting: readonly DiaryEntryInput[];
  /** Stored entries whose deletion waits to be sent: already gone for the client. */
  deleting: ReadonlySet<string>;
}

/**
 * How much of an amount that adds up over a day (steps, sleep, water: web-kit's `isDailyTotal`)
 * the client has already noted on `day`, in the form's unit (water in `waterUnit`); null for a
 * diary of single readings, or when nothing is noted. The charts add such entries up (a nap
 * beside the night), so a correction typed as a second entry would double the day: the form
 * says what is there before the entry is added to it.
 */
export function notedOnDay(type: DiaryType, day: string, waterUnit: 'l' | 'ml', noted: NotedEntries): number | null {
  if (!isDailyTotal(type)) return null;
  const sameDay = [
    ...noted.stored.filter((entry) => !noted.deleting.has(entry.id)),
    ...noted.waiting.map((entry) => ({ type: entry.type, date: entry.date, values: entry as unknown as DiaryEntry['values'] })),
  ].filter((entry) => entry.type === type && entry.date === day);
  if (sameDay.length === 0) return null;
  // In litres for water (diaryChartValue), as the chart adds it up.
  const total = sameDay.reduce((sum, entry) => sum + (diaryChartValue(entry) ?? 0), 0);
  const inFormUnit = type === 'water' && waterUnit === 'ml' ? total * 1000 : total;
  // 0.1 + 0.2 litres is noted 0.3, not 0.30000000000000004.
  return Math.round(inFormUnit * 100) / 100;
}
