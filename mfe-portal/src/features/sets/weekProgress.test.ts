import { describe, expect, it } from '@jest/globals';
import { daysDoneInWeek, type WeekSources } from './weekProgress';

const week = (server: string[], waiting: [string, boolean][] = []): WeekSources => ({
  monday: '2026-11-23',
  day: '2026-11-25',
  today: '2026-11-25',
  server: new Set(server),
  waiting: new Map(waiting),
});

describe('days done in a week', () => {
  it('counts the earlier days of this week the server knows, and the day itself as its box shows it', () => {
    const sources = week(['2026-11-23|s/e1', '2026-11-24|s/e2', '2026-11-20|s/e1', '2026-11-25|s/e1']);
    expect(daysDoneInWeek('s/e1', false, sources)).toBe(1);
    expect(daysDoneInWeek('s/e1', true, sources)).toBe(2);
    expect(daysDoneInWeek('s/e2', false, sources)).toBe(1);
  });

  it('lets a mark still waiting to be sent win over the last read, either way', () => {
    const sources = week(['2026-11-23|s/e1'], [['2026-11-23|s/e1', false], ['2026-11-24|s/e1', true]]);
    expect(daysDoneInWeek('s/e1', false, sources)).toBe(1);
  });

  it('counts today too when yesterday is the day being recorded', () => {
    const sources = { ...week(['2026-11-23|s/e1', '2026-11-25|s/e1']), day: '2026-11-24' };
    expect(daysDoneInWeek('s/e1', true, sources)).toBe(3);
    expect(daysDoneInWeek('s/e1', false, sources)).toBe(2);
  });

  it("counts last week's days when yesterday was its Sunday", () => {
    const sources = { ...week(['2026-11-16|s/e1', '2026-11-20|s/e1', '2026-11-23|s/e1']), monday: '2026-11-16', day: '2026-11-22', today: '2026-11-23' };
    expect(daysDoneInWeek('s/e1', true, sources)).toBe(3);
  });
});
