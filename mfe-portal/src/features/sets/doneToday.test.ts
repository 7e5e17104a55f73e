import { describe, expect, it } from '@jest/globals';
import { isDoneToday, type DoneSources } from './doneToday';

const KEY = 'set-1/ex-1';
const sources = (over: Partial<DoneSources>): DoneSources => ({
  waiting: new Map(),
  clicks: new Map(),
  server: new Set(),
  readStartedAt: 1_000,
  reading: false,
  ...over,
});

describe('isDoneToday', () => {
  it('shows a mark waiting in the outbox over what the server said', () => {
    expect(isDoneToday(KEY, sources({ waiting: new Map([[KEY, true]]) }))).toBe(true);
    expect(isDoneToday(KEY, sources({ waiting: new Map([[KEY, false]]), server: new Set([KEY]) }))).toBe(false);
  });

  it('keeps a sent click until a read that started after it has answered', () => {
    const clicks = new Map([[KEY, { done: true, at: 2_000 }]]);
    // Sent, left the outbox; the read that answered was older than the click.
    expect(isDoneToday(KEY, sources({ clicks, readStartedAt: 1_000 }))).toBe(true);
    // The read after it is under way: still the click.
    expect(isDoneToday(KEY, sources({ clicks, readStartedAt: 2_500, reading: true }))).toBe(true);
    // It has answered: the server decides (here it did not store the mark).
    expect(isDoneToday(KEY, sources({ clicks, readStartedAt: 2_500 }))).toBe(false);
    expect(isDoneToday(KEY, sources({ clicks, readStartedAt: 2_500, server: new Set([KEY]) }))).toBe(true);
  });

  it('says what the server said when this page has not clicked', () => {
    expect(isDoneToday(KEY, sources({ server: new Set([KEY]) }))).toBe(true);
    expect(isDoneToday(KEY, sources({}))).toBe(false);
  });
});
