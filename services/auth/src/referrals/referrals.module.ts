import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ReferralsHandlers } from './referrals.handlers.js';
import { ReferralsService } from './referrals.service.js';

/** Referral links of professional and trial accounts, and who signed up through them. */
@Module({
  imports: [AccountsModule],
  controllers: [ReferralsHandlers],
  providers: [ReferralsService],
  exports: [ReferralsService],
})
export class ReferralsModule {}
