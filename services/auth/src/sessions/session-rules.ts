import { createHash, randomBytes } from 'node:crypto';
import { SESSION_MAX_AGE_SECONDS } from '@openset/contracts';

/**
 * Activity is written at most this often per session: the session is resolved on every request,
 * and a write per request would make the hottest path write-bound. The idle check is therefore
 * accurate to within this interval, far below the 15-minute minimum timeout.
 */
export const SESSION_TOUCH_INTERVAL_MS = 15_000;

export type SessionVerdict = { state: 'live'; touch: boolean } | { state: 'expired' } | { state: 'idle' };

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Whether a session may still be used at `now`, given its account's idle timeout in minutes. */
export function judgeSession(session: Pick<SessionTimes, 'lastSeenAt' | 'expiresAt'>, timeoutMinutes: number, now: Date): SessionVerdict {
  if (now.getTime() >= session.expiresAt.getTime()) {
    return { state: 'expired' };
  }
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (idleMs > timeoutMinutes * 60_000) {
    return { state: 'idle' };
  }
  return { state: 'live', touch: idleMs >= SESSION_TOUCH_INTERVAL_MS };
}

/** A new session lives at most as long as its cookie (86400 s), however active it is. */
export function newSessionTimes(now: Date): SessionTimes {
  return { createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) };
}

/** 256 random bits, base64url: the cookie value. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const newCsrfToken = () => randomBytes(32).toString('base64url');

/** The stored session id: a digest of the cookie value, so the table holds nothing replayable. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url');
