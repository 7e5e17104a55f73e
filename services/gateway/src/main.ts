import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PinoNestLogger, serviceLogger } from '@openset/server-kit/transport';
import { AppModule } from './app.module.js';
import { gatewayConfig } from './gateway.config.js';
import { answerApiErrorsInContract } from './http/api-errors.js';
import { answerClientErrorsInContract } from './http/client-errors.js';
import { useJsonBodies } from './http/json-body.js';
import { useSecurity } from './http/security.js';
import { RouteRegistrar } from './routing/route-registrar.js';
import { serveFrontEnds } from './static/front-ends.js';
import { SystemRoutes } from './system/system-routes.js';

const logger = serviceLogger('gateway');
const app = await NestFactory.create<NestExpressApplication>(AppModule, {
  bodyParser: false,
  logger: new PinoNestLogger(logger),
});
const express = app.getHttpAdapter().getInstance();

useSecurity(express);
useJsonBodies(express);
app.get(RouteRegistrar).register(express);
app.get(SystemRoutes).register(express);
answerApiErrorsInContract(express);
if (gatewayConfig.serveFrontEnds) {
  serveFrontEnds(express);
}
answerClientErrorsInContract(app.getHttpServer());
app.enableShutdownHooks();
await app.listen(gatewayConfig.port, gatewayConfig.host);
logger.info({ port: gatewayConfig.port }, `gateway listening on http://localhost:${gatewayConfig.port}`);
