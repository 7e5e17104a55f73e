import { describe, expect, it } from '@jest/globals';
import { daysDoneThisWeek, type WeekSources } from './weekProgress';

const week = (server: string[], waiting: [string, boolean][] = []): WeekSources => ({
  monday: '2026-11-23',
  today: '2026-11-25',
  server: new Set(server),
  waiting: new Map(waiting),
});

describe('days done this week', () => {
  it('counts the earlier days of this week the server knows, and today as the box shows it', () => {
    const sources = week(['2026-11-23|s/e1', '2026-11-24|s/e2', '2026-11-20|s/e1', '2026-11-25|s/e1']);
    expect(daysDoneThisWeek('s/e1', false, sources)).toBe(1);
    expect(daysDoneThisWeek('s/e1', true, sources)).toBe(2);
    expect(daysDoneThisWeek('s/e2', false, sources)).toBe(1);
  });

  it('lets a mark still waiting to be sent win over the last read, either way', () => {
    const sources = week(['2026-11-23|s/e1'], [['2026-11-23|s/e1', false], ['2026-11-24|s/e1', true]]);
    expect(daysDoneThisWeek('s/e1', false, sources)).toBe(1);
  });
});
