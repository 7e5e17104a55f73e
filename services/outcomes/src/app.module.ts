import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { DefinitionsModule } from './definitions/definitions.module.js';
import { outcomesData } from './outcomes.data.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(outcomesData), registerRequestContext: false }), RpcModule, DefinitionsModule],
  controllers: [healthController('outcomes')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
