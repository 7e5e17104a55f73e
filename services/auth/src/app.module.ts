import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { authConfig } from './auth.config.js';
import { authData } from './auth.data.js';
import { AccountsHandlers } from './accounts/accounts.handlers.js';
import { AccountsService } from './accounts/accounts.service.js';
import { ClinicianHandlers } from './accounts/clinician.handlers.js';
import { ManagerHandlers } from './accounts/manager.handlers.js';
import { ProfilesService } from './accounts/profiles.service.js';
import { LoginHandlers } from './login/login.handlers.js';
import { LoginService } from './login/login.service.js';
import { PasswordsService } from './passwords/passwords.service.js';
import { secretAttemptsProvider } from './secret-attempts.provider.js';
import { Housekeeping } from './sessions/housekeeping.js';
import { SessionEvents } from './sessions/session-events.js';
import { SessionsHandlers } from './sessions/sessions.handlers.js';
import { SessionsService } from './sessions/sessions.service.js';
import { TestHooksHandlers } from './test-hooks/test-hooks.handlers.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(authData), registerRequestContext: false }), RpcModule],
  controllers: [
    healthController('auth'),
    SessionsHandlers,
    LoginHandlers,
    AccountsHandlers,
    ClinicianHandlers,
    ManagerHandlers,
    ...(authConfig.testHooks ? [TestHooksHandlers] : []),
  ],
  providers: [
    { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
    SessionsService,
    SessionEvents,
    ProfilesService,
    AccountsService,
    PasswordsService,
    LoginService,
    secretAttemptsProvider,
    Housekeeping,
  ],
})
export class AppModule {}
