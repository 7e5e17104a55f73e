import { Injectable } from '@nestjs/common';
import type { ClinicianBilling, Principal } from '@openset/contracts';
import { ProfilesService } from '../accounts/profiles.service.js';
import { trialDaysLeft } from '../accounts/profile.mapper.js';
import { authConfig } from '../auth.config.js';
import { payerOf } from './billing-payer.js';

/** Settings > Billing of a clinician: billing itself is an outside system, reached by a link. */
@Injectable()
export class BillingService {
  constructor(private readonly profiles: ProfilesService) {}

  async of(principal: Principal, now = new Date()): Promise<ClinicianBilling> {
    const account = await this.profiles.load(principal.accountId);
    const payer = payerOf(account.type);
    return {
      plan: account.billingPlan ?? null,
      status: account.billingStatus,
      trialUntil: account.trialUntil ? account.trialUntil.toISOString() : null,
      trialDaysLeft: trialDaysLeft(account.trialUntil, now),
      payer,
      // Only an account that pays for itself is sent to the checkout; staff ask their manager.
      billingUrl: payer === 'self' ? authConfig.billingCheckoutUrl || null : null,
    };
  }
}
