import { describe, expect, it } from '@jest/globals';
import { clearsKey, retryAfterSeconds, signInNotice } from './signInOutcome';

describe('signInNotice', () => {
  it('says a wrong key as a wrong username and key', () => {
    expect(signInNotice({ code: 'ERRAUTH' })).toEqual({ key: 'signIn.wrong' });
  });

  it('gives the wait of a rate limit from its details, in seconds or minutes', () => {
    expect(signInNotice({ code: 'ERRRATELIMIT', details: { retryAfterSeconds: 42 } })).toEqual({ key: 'signIn.rateLimitedSeconds', seconds: 42 });
    expect(signInNotice({ code: 'ERRRATELIMIT', details: { retryAfterSeconds: 900 } })).toEqual({ key: 'signIn.rateLimited', minutes: 15 });
    expect(retryAfterSeconds(undefined)).toBe(60);
    expect(retryAfterSeconds({ retryAfterSeconds: 'soon' })).toBe(60);
  });

  it('says offline and other failures apart', () => {
    expect(signInNotice({ code: 'ERRCONNECTION' })).toEqual({ key: 'signIn.offline' });
    expect(signInNotice({ code: 'ERRINTERNAL' })).toEqual({ key: 'signIn.failed' });
  });

  it('empties the key only when it was wrong, not when the phone was offline or the server failed', () => {
    expect(clearsKey(signInNotice({ code: 'ERRAUTH' }))).toBe(true);
    for (const code of ['ERRCONNECTION', 'ERRINTERNAL', 'ERRRATELIMIT']) expect(clearsKey(signInNotice({ code }))).toBe(false);
  });
});
