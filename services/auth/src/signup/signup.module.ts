import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { ClosingModule } from '../closing/closing.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { ReferralsModule } from '../referrals/referrals.module.js';
import { SignUpHandlers } from './signup.handlers.js';
import { SignUpService } from './signup.service.js';

/** Sign-up for a trial (through a referral link or not) or a student account, confirmed by an e-mailed link. */
@Module({
  imports: [OutboxModule, PasswordsModule, ClosingModule, ReferralsModule],
  controllers: [SignUpHandlers],
  providers: [SignUpService],
  exports: [SignUpService],
})
export class SignUpModule {}
