import type { DiaryEntry, DiaryType, Tracking } from '@openset/contracts';

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
 * The days of the last `weeks` weeks up to today (UTC, as the service counts its default range):
 * 4 weeks is the service's own default of 28 days.
 */
export function trackingRange(weeks: TrackingWeeks, now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
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

/** A percentage as shown: whole numbers, between 0 and 100. */
export const percentLabel = (value: number) => `${Math.round(Math.min(100, Math.max(0, value)))}%`;

export interface DiarySeries {
  type: DiaryType;
  /** Names of the values charted (`value`, or `systolic` and `diastolic`). */
  keys: string[];
  points: { date: string; values: Record<string, number> }[];
}

/** The value keys charted per diary type. */
export const diaryKeys = (type: DiaryType): string[] => (type === 'bp' ? ['systolic', 'diastolic'] : ['value']);

/** Diary entries grouped by type (in the contract's order), each oldest first, numbers only. */
export function diarySeries(entries: readonly DiaryEntry[]): DiarySeries[] {
  const byType = new Map<DiaryType, DiarySeries>();
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.created.localeCompare(b.created));
  for (const entry of sorted) {
    const keys = diaryKeys(entry.type);
    const values: Record<string, number> = {};
    for (const key of keys) {
      const value = entry.values[key];
      const number = typeof value === 'number' ? value : Number(value);
      if (Number.isFinite(number)) values[key] = number;
    }
    if (Object.keys(values).length === 0) continue;
    const series = byType.get(entry.type) ?? { type: entry.type, keys, points: [] };
    series.points.push({ date: entry.date, values });
    byType.set(entry.type, series);
  }
  return [...byType.values()];
}
