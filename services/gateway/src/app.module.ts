import { Module } from '@nestjs/common';
import { RpcModule } from '@openset/server-kit/transport';
import { FilesModule } from './files/files.module.js';
import { HealthService } from './health/health.service.js';
import { LiveModule } from './live/live.module.js';
import { RouteHandler } from './routing/route-handler.js';
import { RouteRegistrar } from './routing/route-registrar.js';
import { SessionCache } from './session/session-cache.js';
import { SessionResolver } from './session/session-resolver.js';
import { SystemRoutes } from './system/system-routes.js';

@Module({
  imports: [RpcModule, FilesModule, LiveModule],
  providers: [SessionCache, SessionResolver, RouteHandler, RouteRegistrar, HealthService, SystemRoutes],
})
export class AppModule {}
