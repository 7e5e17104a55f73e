import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { clientsData } from './clients.data.js';
import { ClientsModule } from './clients/clients.module.js';
import { PortalModule } from './portal/portal.module.js';
import { PurgeModule } from './purge/purge.module.js';
import { TrackingModule } from './tracking/tracking.module.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(clientsData), registerRequestContext: false }), RpcModule, ClientsModule, TrackingModule, PortalModule, PurgeModule],
  controllers: [healthController('clients')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
