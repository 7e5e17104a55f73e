/** Login rate limits (failed attempts only; a success clears the account's failures). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures allowed per account (or per unknown login name) in the window; the next attempt is refused. */
export const ACCOUNT_MAX_FAILURES = 5;
/** Failures allowed from one IP address in the window, across all accounts. */
export const IP_MAX_FAILURES = 20;

export const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_MS);

export interface RecentFailures {
  /** For the account the token names, or for the token itself when it names no account. */
  accountFailures: number;
  ipFailures: number;
}

/** Checked before the password is verified, so a refused attempt costs no hashing. */
export function isLoginLimited({ accountFailures, ipFailures }: RecentFailures, ipMaxFailures = IP_MAX_FAILURES): boolean {
  return accountFailures >= ACCOUNT_MAX_FAILURES || ipFailures >= ipMaxFailures;
}

/** Lower-cased, trimmed login token: usernames and e-mails match case-insensitively. */
export const tokenKey = (token: string) => token.trim().toLowerCase();
