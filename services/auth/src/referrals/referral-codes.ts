import { REFERRAL_CODE_PATTERN, type AccountType } from '@openset/contracts';
import { randomBytes } from 'node:crypto';

/** 72 random bits: too many to guess a code, and 12 URL-safe characters to share. */
const CODE_BYTES = 9;

export function newReferralCode(): string {
  return randomBytes(CODE_BYTES).toString('base64url');
}

/** Whether `value` could be a code at all (a sign-up's `ref` of another shape names nobody). */
export const isReferralCode = (value: string | undefined): value is string => value !== undefined && REFERRAL_CODE_PATTERN.test(value);

/** The accounts that pay for themselves refer others; the rest are told why they have no link. */
export const REFERRING_TYPES = ['professional', 'trial'] as const satisfies readonly AccountType[];

export function noReferralReason(type: AccountType): 'staff' | 'student' | 'demo' | null {
  if (type === 'staff' || type === 'student' || type === 'demo') return type;
  return null;
}
