// The referral link, without zod: the signed-out sign-up page reads it too.

/** The query parameter of a referral link that carries the referrer's code. */
export const REFERRAL_QUERY = 'ref';
/** What a referral code looks like: 12 URL-safe characters (72 random bits). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
/** Where the shell opens the trial sign-up form by itself (a referral link's page). */
export const SIGN_UP_PAGE_PATH = '/signup';
/** The page a referral link opens: the trial sign-up form, carrying the code. */
export const referralPagePath = (code: string) => `${SIGN_UP_PAGE_PATH}?${REFERRAL_QUERY}=${encodeURIComponent(code)}`;
/** The code of a sign-up page's query, when it is one a referral link carries; anything else is no code. */
export function referralCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY);
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
}
