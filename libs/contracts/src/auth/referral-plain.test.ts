import { describe, expect, it } from '@jest/globals';
import { referralCodeOf, referralPagePath } from './referral-plain.js';

describe('referral links', () => {
  it('open the sign-up page with the code, which the page reads back', () => {
    expect(referralPagePath('AbCdEf12_-Xy')).toBe('/signup?ref=AbCdEf12_-Xy');
    expect(referralCodeOf('?ref=AbCdEf12_-Xy')).toBe('AbCdEf12_-Xy');
  });

  it('carry no code when the query holds none of the right shape', () => {
    expect(referralCodeOf('')).toBeNull();
    expect(referralCodeOf('?ref=')).toBeNull();
    expect(referralCodeOf('?ref=short')).toBeNull();
    expect(referralCodeOf('?ref=%3Cscript%3E12345')).toBeNull();
  });
});
