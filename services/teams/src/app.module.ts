import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { teamsData } from './teams.data.js';
import { PurgeModule } from './purge/purge.module.js';
import { ManagerModule } from './manager/manager.module.js';
import { TeamsModule } from './teams/teams.module.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(teamsData), registerRequestContext: false }), RpcModule, TeamsModule, PurgeModule, ManagerModule],
  controllers: [healthController('teams')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
