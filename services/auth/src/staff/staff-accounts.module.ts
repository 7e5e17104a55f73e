import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { StaffAccountsHandlers } from './staff-accounts.handlers.js';
import { StaffAccountsService } from './staff-accounts.service.js';

/** Staff accounts as the manager's API (teams service) needs them: rows, plan, closing, team swap. */
@Module({
  imports: [AccountsModule, PasswordsModule, SessionsModule],
  controllers: [StaffAccountsHandlers],
  providers: [StaffAccountsService],
})
export class StaffAccountsModule {}
