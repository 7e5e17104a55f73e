import { describe, expect, it } from '@jest/globals';
import { judgeSession, newSessionTimes, newSessionToken, sessionIdOf, SESSION_TOUCH_INTERVAL_MS } from './session-rules.js';

const at = (iso: string) => new Date(iso);

describe('judgeSession', () => {
  const created = at('2026-01-01T10:00:00Z');
  const session = newSessionTimes(created);

  it('keeps a fresh session without writing activity again', () => {
    expect(judgeSession(session, 15, at('2026-01-01T10:00:05Z'))).toEqual({ state: 'live', touch: false });
  });

  it('records activity once the touch interval has passed', () => {
    const later = new Date(created.getTime() + SESSION_TOUCH_INTERVAL_MS);
    expect(judgeSession(session, 15, later)).toEqual({ state: 'live', touch: true });
  });

  it('ends a session idle longer than the account timeout', () => {
    expect(judgeSession(session, 15, at('2026-01-01T10:15:00Z')).state).toBe('live');
    expect(judgeSession(session, 15, at('2026-01-01T10:15:01Z')).state).toBe('idle');
    expect(judgeSession(session, 60, at('2026-01-01T10:15:01Z')).state).toBe('live');
  });

  it('ends any session after 86400 s even when active', () => {
    const active = { ...session, lastSeenAt: at('2026-01-02T09:59:59Z') };
    expect(judgeSession(active, 720, at('2026-01-02T09:59:59Z')).state).toBe('live');
    expect(judgeSession(active, 720, at('2026-01-02T10:00:00Z')).state).toBe('expired');
  });
});

describe('session tokens', () => {
  it('are 256-bit base64url values stored only as digests', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionIdOf(token)).not.toBe(token);
    expect(sessionIdOf(token)).toBe(sessionIdOf(token));
    expect(newSessionToken()).not.toBe(token);
  });
});
