import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { clientsData } from './clients.data.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(clientsData), registerRequestContext: false }), RpcModule],
  controllers: [healthController('clients')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
