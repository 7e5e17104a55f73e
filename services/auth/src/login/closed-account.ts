import type { AccountType, LoginResponse } from '@openset/contracts';
import { authConfig } from '../auth.config.js';

/**
 * What a closed account sees at login (spec section 4): professional and trial accounts can
 * reactivate by paying, so they get the billing page; students and staff get a notice that the
 * front end chooses by type (reserved account, contact your manager).
 */
export function closedAccountOutcome(type: AccountType, checkoutUrl = authConfig.billingCheckoutUrl): Extract<LoginResponse, { outcome: 'closed' }> {
  const paying = type === 'professional' || type === 'trial';
  return { outcome: 'closed', type, checkoutUri: paying ? checkoutUrl : null };
}
