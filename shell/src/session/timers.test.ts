import { describe, expect, it } from '@jest/globals';
import { idleRemaining, isIdleExpired, shouldPing } from './timers';

const MIN = 60_000;

describe('idle timeout', () => {
  it('ends the session exactly when the profile timeout has passed without activity', () => {
    const last = 1_000_000;
    expect(isIdleExpired(last + 15 * MIN - 1, last, 15)).toBe(false);
    expect(isIdleExpired(last + 15 * MIN, last, 15)).toBe(true);
  });

  it('honours the 12 hour maximum', () => {
    expect(isIdleExpired(11 * 60 * MIN, 0, 720)).toBe(false);
    expect(isIdleExpired(12 * 60 * MIN, 0, 720)).toBe(true);
  });

  it('never expires without a usable timeout (profile not loaded yet)', () => {
    expect(isIdleExpired(10 ** 12, 0, 0)).toBe(false);
    expect(isIdleExpired(10 ** 12, 0, Number.NaN)).toBe(false);
  });

  it('reports the time left, never below zero', () => {
    expect(idleRemaining(5 * MIN, 0, 15)).toBe(10 * MIN);
    expect(idleRemaining(20 * MIN, 0, 15)).toBe(0);
  });
});

describe('keep-alive ping', () => {
  it('is sent at most once per 120 s', () => {
    expect(shouldPing(119_999, 0, 50_000)).toBe(false);
    expect(shouldPing(120_000, 0, 50_000)).toBe(true);
  });

  it('is not sent while the user does nothing', () => {
    expect(shouldPing(10 * MIN, 60_000, 30_000)).toBe(false);
  });
});
