import { describe, expect, it } from '@jest/globals';
import { isReferralCode, newReferralCode, noReferralReason } from './referral-codes.js';

describe('referral codes', () => {
  it('are 12 URL-safe characters, a new one each time', () => {
    const codes = new Set(Array.from({ length: 1000 }, newReferralCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(isReferralCode(code)).toBe(true);
  });

  it('tells a value of another shape from a code', () => {
    expect(isReferralCode(undefined)).toBe(false);
    expect(isReferralCode('short')).toBe(false);
    expect(isReferralCode('abc/def+ghi=')).toBe(false);
  });

  it('are for professionals and trials only; staff, students and the demo are told why', () => {
    expect(noReferralReason('professional')).toBeNull();
    expect(noReferralReason('trial')).toBeNull();
    expect(noReferralReason('staff')).toBe('staff');
    expect(noReferralReason('student')).toBe('student');
    expect(noReferralReason('demo')).toBe('demo');
  });
});
