import { DORMANT_MONTHS, type AccountState } from '@openset/contracts';
import type { Account } from '../accounts/account.entity.js';

/** When a closed account is deleted for good: six calendar months after it was closed (spec section 9). */
export function deleteAfter(closedAt: Date): Date {
  const end = new Date(closedAt);
  end.setUTCMonth(end.getUTCMonth() + DORMANT_MONTHS);
  return end;
}

/** The moment before which an account closed at that time is still dormant, seen from `now`. */
export function dormantSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - DORMANT_MONTHS);
  return since;
}

/** Where an account stands, for the operator's console. */
export function accountState(account: Pick<Account, 'closed' | 'closedBy'>): AccountState {
  if (!account.closed) return 'active';
  if (account.closedBy === 'owner') return 'dormant';
  if (account.closedBy === 'trialEnded') return 'trialEnded';
  return 'closed';
}

/**
 * Whether signing in reopens the account (spec section 1: a closed account stays dormant for six
 * months): only one its owner closed, and only before it is deleted. An account an administrator
 * closed, or whose trial ended, stays closed (the login answers the closed state and its link).
 */
export function reopensAtSignIn(account: Pick<Account, 'closed' | 'closedBy' | 'closedAt'>, now: Date): boolean {
  return account.closed && account.closedBy === 'owner' && account.closedAt !== null && account.closedAt !== undefined && deleteAfter(account.closedAt) > now;
}
