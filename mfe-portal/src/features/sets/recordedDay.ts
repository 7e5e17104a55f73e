import { localDay, startOfLocalDay } from '@openset/web-kit';

export type RecordedDay = 'today' | 'yesterday';

/**
 * The day a mark is for, read when the client taps: the screen may have been drawn on the day
 * before (a phone app opened on Monday evening records Tuesday when tapped on Tuesday morning).
 */
export function recordedDay(recorded: RecordedDay, now: Date = new Date()): string {
  return localDay(recorded === 'today' ? now : startOfLocalDay(now, -1));
}
