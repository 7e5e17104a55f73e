/** Spec section 9: a keep-alive ping at most once per 120 s, and only after user activity. */
export const PING_INTERVAL_MS = 120_000;

/** True when the user has been idle longer than the profile's timeout (minutes). */
export function isIdleExpired(now: number, lastActivity: number, timeoutMinutes: number): boolean {
  if (!Number.isFinite(timeoutMinutes) || timeoutMinutes <= 0) return false;
  return now - lastActivity >= timeoutMinutes * 60_000;
}

/** Milliseconds left before the idle timeout ends the session (never negative). */
export function idleRemaining(now: number, lastActivity: number, timeoutMinutes: number): number {
  return Math.max(0, lastActivity + timeoutMinutes * 60_000 - now);
}

/** Ping when the user did something since the last ping and 120 s have passed since it. */
export function shouldPing(now: number, lastPing: number, lastActivity: number): boolean {
  return lastActivity > lastPing && now - lastPing >= PING_INTERVAL_MS;
}
