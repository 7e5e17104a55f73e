import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { BillingHandlers } from './billing.handlers.js';
import { BillingService } from './billing.service.js';

/** A clinician's plan, trial days left and the link out to the billing system. */
@Module({
  imports: [AccountsModule],
  controllers: [BillingHandlers],
  providers: [BillingService],
})
export class BillingModule {}
