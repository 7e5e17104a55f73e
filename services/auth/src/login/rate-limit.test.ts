import { describe, expect, it } from '@jest/globals';
import { isLoginLimited, LOGIN_WINDOW_MS, tokenKey, windowStart } from './rate-limit.js';

describe('login rate limit', () => {
  it('allows five failures for one account, refuses the sixth attempt', () => {
    expect(isLoginLimited({ accountFailures: 4, ipFailures: 4 })).toBe(false);
    expect(isLoginLimited({ accountFailures: 5, ipFailures: 5 })).toBe(true);
  });

  it('allows twenty failures from one address across accounts, refuses the next', () => {
    expect(isLoginLimited({ accountFailures: 0, ipFailures: 19 })).toBe(false);
    expect(isLoginLimited({ accountFailures: 0, ipFailures: 20 })).toBe(true);
  });

  it('counts failures of the last fifteen minutes only', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(windowStart(now).toISOString()).toBe('2026-01-01T11:45:00.000Z');
    expect(LOGIN_WINDOW_MS).toBe(900_000);
  });

  it('matches login names case-insensitively', () => {
    expect(tokenKey('  Pro@Example.TEST ')).toBe('pro@example.test');
  });
});

describe('configured address limit', () => {
  it('can be raised for a test stack where every test signs in from one address', () => {
    expect(isLoginLimited({ accountFailures: 0, ipFailures: 20 }, 100)).toBe(false);
    expect(isLoginLimited({ accountFailures: 5, ipFailures: 0 }, 100)).toBe(true);
  });
});
