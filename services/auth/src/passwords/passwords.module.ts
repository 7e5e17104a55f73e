import { Module } from '@nestjs/common';
import { SecretAttemptLimiter } from '@openset/server-kit';
import { SessionsModule } from '../sessions/sessions.module.js';
import { PasswordsService } from './passwords.service.js';
import { secretAttemptsProvider } from './secret-attempts.provider.js';

/** Password changes, and the one limiter of every check of a secret (exported for sign-in). */
@Module({
  imports: [SessionsModule],
  providers: [PasswordsService, secretAttemptsProvider],
  exports: [PasswordsService, SecretAttemptLimiter],
})
export class PasswordsModule {}
