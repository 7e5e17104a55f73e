import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { setsData } from './sets.data.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(setsData), registerRequestContext: false }), RpcModule],
  controllers: [healthController('sets')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
