import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { ClientOutcomesModule } from './client-outcomes/client-outcomes.module.js';
import { DefinitionsModule } from './definitions/definitions.module.js';
import { outcomesData } from './outcomes.data.js';
import { PortalOutcomesModule } from './portal/portal-outcomes.module.js';
import { SchedulesModule } from './schedules/schedules.module.js';
import { TestHooksModule } from './test-hooks/test-hooks.module.js';
import { PurgeModule } from './purge/purge.module.js';

/** Test-only calls, never in production (see test-hooks/). */
const testHooks = process.env.OPENSET_TEST_HOOKS === '1' && process.env.NODE_ENV !== 'production';

@Module({
  imports: [
    MikroOrmModule.forRoot({ ...ormOptions(outcomesData), registerRequestContext: false }),
    RpcModule,
    DefinitionsModule,
    SchedulesModule,
    ClientOutcomesModule,
    PortalOutcomesModule,
    PurgeModule,
    ...(testHooks ? [TestHooksModule] : []),
  ],
  controllers: [healthController('outcomes')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
