/** Spec section 2: the cookie consent is remembered for 365 days. */
export const CONSENT_DAYS = 365;
const CONSENT_COOKIE = 'openset_cookie_consent';

/** True when the visitor accepted within the last 365 days (the cookie expires after that). */
export function hasCookieConsent(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}

/** A cookie of the page itself, sent to nobody else; it holds no identifier, only that the bar was seen. */
export function rememberCookieConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=1; max-age=${CONSENT_DAYS * 86_400}; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}
