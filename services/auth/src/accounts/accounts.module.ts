import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountsHandlers } from './accounts.handlers.js';
import { AccountsService } from './accounts.service.js';
import { ClinicianHandlers, ManagerHandlers } from './profile.handlers.js';
import { ProfilesService } from './profiles.service.js';
import { SenderProfileHandlers } from './sender-profile.handlers.js';

/** Accounts of every type and the clinician's and manager's own profile calls. */
@Module({
  imports: [PasswordsModule, SessionsModule],
  controllers: [AccountsHandlers, ClinicianHandlers, ManagerHandlers, SenderProfileHandlers],
  providers: [AccountsService, ProfilesService],
  exports: [ProfilesService],
})
export class AccountsModule {}
