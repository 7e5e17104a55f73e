import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ClosingModule } from '../closing/closing.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SecondaryAuthModule } from '../secondary-auth/secondary-auth.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { LoginHandlers } from './login.handlers.js';
import { LoginService } from './login.service.js';

/** Sign-in: the outcomes of spec section 9, limited by the one secret-attempt limiter. */
@Module({
  imports: [AccountsModule, ClosingModule, PasswordsModule, SecondaryAuthModule, SessionsModule],
  controllers: [LoginHandlers],
  providers: [LoginService],
  exports: [LoginService],
})
export class LoginModule {}
