import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { PasswordResetHandlers } from './password-reset.handlers.js';
import { PasswordResetService } from './password-reset.service.js';

/** Forgot password: the e-mailed single-use link and setting the password with it. */
@Module({
  imports: [OutboxModule, PasswordsModule, SessionsModule],
  controllers: [PasswordResetHandlers],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
