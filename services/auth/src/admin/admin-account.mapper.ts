import type { AdminAccount } from '@openset/contracts';
import type { Account } from '../accounts/account.entity.js';
import { accountState, deleteAfter } from '../closing/account-state.js';

/** An account as the operator's console lists it: seats and staff only for managers. */
export function toAdminAccount(account: Account): AdminAccount {
  const manager = account.type === 'manager';
  return {
    id: account.id,
    type: account.type,
    username: account.username,
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    state: accountState(account),
    closedAt: account.closed && account.closedAt ? account.closedAt.toISOString() : null,
    deleteAfter: account.closed && account.closedAt ? deleteAfter(account.closedAt).toISOString() : null,
    trialUntil: account.trialUntil ? account.trialUntil.toISOString() : null,
    seats: manager ? account.seats : null,
    activeStaff: manager ? account.activeStaff : null,
    lastLoginAt: account.lastLoginAt ? account.lastLoginAt.toISOString() : null,
    createdAt: account.createdAt.toISOString(),
  };
}
