import { describe, expect, it } from '@jest/globals';
import { isMarkedDone, type DoneSources } from './markedDone';

const KEY = '2026-11-24|set-1/ex-1';
const sources = (over: Partial<DoneSources>): DoneSources => ({
  waiting: new Map(),
  clicks: new Map(),
  server: new Set(),
  readStartedAt: 1_000,
  reading: false,
  ...over,
});

describe('isMarkedDone', () => {
  it('shows a mark waiting in the outbox over what the server said', () => {
    expect(isMarkedDone(KEY, sources({ waiting: new Map([[KEY, true]]) }))).toBe(true);
    expect(isMarkedDone(KEY, sources({ waiting: new Map([[KEY, false]]), server: new Set([KEY]) }))).toBe(false);
  });

  it('keeps a sent click until a read that started after it has answered', () => {
    const clicks = new Map([[KEY, { done: true, at: 2_000 }]]);
    // Sent, left the outbox; the read that answered was older than the click.
    expect(isMarkedDone(KEY, sources({ clicks, readStartedAt: 1_000 }))).toBe(true);
    // The read after it is under way: still the click.
    expect(isMarkedDone(KEY, sources({ clicks, readStartedAt: 2_500, reading: true }))).toBe(true);
    // It has answered: the server decides (here it did not store the mark).
    expect(isMarkedDone(KEY, sources({ clicks, readStartedAt: 2_500 }))).toBe(false);
    expect(isMarkedDone(KEY, sources({ clicks, readStartedAt: 2_500, server: new Set([KEY]) }))).toBe(true);
  });

  it('says what the server said when this page has not clicked', () => {
    expect(isMarkedDone(KEY, sources({ server: new Set([KEY]) }))).toBe(true);
    expect(isMarkedDone(KEY, sources({}))).toBe(false);
  });

  it("keeps each day's marks to that day", () => {
    const yesterday = '2026-11-23|set-1/ex-1';
    const marked = sources({ server: new Set([yesterday]), clicks: new Map([[yesterday, { done: true, at: 2_000 }]]), waiting: new Map([[yesterday, true]]) });
    expect(isMarkedDone(yesterday, marked)).toBe(true);
    expect(isMarkedDone(KEY, marked)).toBe(false);
  });
});
