import type { ResolvedSession } from '@openset/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { SessionCache } from './session-cache.js';

const session = (accountId: string, sessionId: string): ResolvedSession => ({
  csrfToken: 'csrf',
  principal: { accountId, sessionId, type: 'professional', role: 'clinician', lang: 'en' },
});

describe('SessionCache', () => {
  it('serves a resolved session only for its short lifetime', () => {
    jest.useFakeTimers({ now: 1_000 });
    const cache = new SessionCache();
    cache.set('cookie-a', session('acc-1', 's-1'));
    jest.setSystemTime(1_000 + 5_000);
    expect(cache.get('cookie-a')?.principal.accountId).toBe('acc-1');
    jest.setSystemTime(1_000 + 5_001);
    expect(cache.get('cookie-a')).toBeUndefined();
    jest.useRealTimers();
  });

  it('drops every session of an account when the auth service announces a change', () => {
    const cache = new SessionCache();
    cache.set('cookie-a', session('acc-1', 's-1'));
    cache.set('cookie-b', session('acc-1', 's-2'));
    cache.set('cookie-c', session('acc-2', 's-3'));
    cache.drop({ accountId: 'acc-1' });
    expect(cache.get('cookie-a')).toBeUndefined();
    expect(cache.get('cookie-b')).toBeUndefined();
    expect(cache.get('cookie-c')).toBeDefined();
  });

  it('drops one ended session by its id and keeps the account\'s others', () => {
    const cache = new SessionCache();
    cache.set('cookie-a', session('acc-1', 's-1'));
    cache.set('cookie-b', session('acc-1', 's-2'));
    cache.drop({ sessionId: 's-1' });
    expect(cache.get('cookie-a')).toBeUndefined();
    expect(cache.get('cookie-b')).toBeDefined();
  });
});
