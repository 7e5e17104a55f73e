/** What the sign-in page says about a failed sign-in. Pure: unit tested. */
export type SignInNotice =
  | { key: 'signIn.wrong' | 'signIn.offline' | 'signIn.failed' | 'signIn.keyFormat' }
  | { key: 'signIn.rateLimited'; minutes: number }
  | { key: 'signIn.rateLimitedSeconds'; seconds: number };

/** The wait of an ERRRATELIMIT: `details.retryAfterSeconds` (what the gateway also sends as Retry-After), else 60 s. */
export function retryAfterSeconds(details: unknown): number {
  const value = (details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 60;
}

export function signInNotice(error: { code?: string; details?: unknown }): SignInNotice {
  switch (error.code) {
    case 'ERRAUTH':
    case 'ERRNOTFOUND':
      return { key: 'signIn.wrong' };
    case 'ERRVALIDATION':
      return { key: 'signIn.keyFormat' };
    case 'ERRRATELIMIT': {
      const seconds = retryAfterSeconds(error.details);
      return seconds < 90 ? { key: 'signIn.rateLimitedSeconds', seconds } : { key: 'signIn.rateLimited', minutes: Math.ceil(seconds / 60) };
    }
    case 'ERRCONNECTION':
      return { key: 'signIn.offline' };
    default:
      return { key: 'signIn.failed' };
  }
}

/**
 * Whether the failure empties the key field: only a key the server said is wrong, which the
 * client types again. Offline, a server error or a wait, the key typed is right as far as anyone
 * knows: emptied, the client had to type it again for nothing once back online.
 */
export const clearsKey = (notice: SignInNotice): boolean => notice.key === 'signIn.wrong';
