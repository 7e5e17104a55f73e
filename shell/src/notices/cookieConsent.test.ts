import { describe, expect, it } from '@jest/globals';
import { hasCookieConsent } from './cookieConsent';

describe('the cookie consent', () => {
  it('is given only by its own cookie', () => {
    expect(hasCookieConsent('sid=abc; openset_cookie_consent=1')).toBe(true);
    expect(hasCookieConsent('openset_cookie_consent=1')).toBe(true);
    expect(hasCookieConsent('sid=abc; other_openset_cookie_consent=1')).toBe(false);
    expect(hasCookieConsent('')).toBe(false);
  });
});
