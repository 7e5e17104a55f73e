import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { AccountsModule } from './accounts/accounts.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { BillingModule } from './billing/billing.module.js';
import { ReferralsModule } from './referrals/referrals.module.js';
import { AdminModule } from './admin/admin.module.js';
import { ClosingModule } from './closing/closing.module.js';
import { DemoModule } from './demo/demo.module.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { SignUpModule } from './signup/signup.module.js';
import { authConfig } from './auth.config.js';
import { authData } from './auth.data.js';
import { LoginModule } from './login/login.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PasswordsModule } from './passwords/passwords.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { SignInLinksModule } from './sign-in-links/sign-in-links.module.js';
import { StaffAccountsModule } from './staff/staff-accounts.module.js';
import { TestHooksModule } from './test-hooks/test-hooks.module.js';

@Module({
  imports: [
    MikroOrmModule.forRoot({ ...ormOptions(authData), registerRequestContext: false }),
    RpcModule,
    AccountsModule,
    ApiKeysModule,
    LoginModule,
    PasswordsModule,
    PasswordResetModule,
    SessionsModule,
    ClosingModule,
    DemoModule,
    SignUpModule,
    BillingModule,
    ReferralsModule,
    SignInLinksModule,
    AdminModule,
    StaffAccountsModule,
    IntegrationsModule,
    ...(authConfig.testHooks ? [TestHooksModule] : []),
  ],
  controllers: [healthController('auth')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
