import 'reflect-metadata';
import { NestFactory, Reflector } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { NatsServer, SHUTDOWN_DEADLINE_MS } from './nats-server.js';
import type { Type } from '@nestjs/common';
import { natsConnectionOptions, serverConfig } from './config.js';
import { PinoNestLogger, serviceLogger } from './logger.js';
import { RouteAccessGuard } from './route-access.js';
import { RpcErrorFilter } from './rpc-error.filter.js';
import { ReplySerializer } from './rpc-codec.js';

/**
 * The one way a service starts: a NATS microservice in the queue group named after the service,
 * so that running more copies spreads the requests; errors mapped by the one RPC filter.
 */
export async function startService(name: string, module: Type<unknown>): Promise<void> {
  const logger = serviceLogger(name);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    strategy: new NatsServer({
      ...natsConnectionOptions(name),
      queue: name,
      serializer: new ReplySerializer(),
      // NatsServer.close drains and waits for what is being answered: no fixed grace period.
      gracefulShutdown: false,
    }),
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.useGlobalGuards(new RouteAccessGuard(new Reflector()));
  app.enableShutdownHooks();
  // A stop that hangs (a handler past its deadline, a database that does not answer) must not keep
  // a copy alive for ever: the launcher and orchestrators wait for the process to end.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, `${name} stopping: no new messages, finishing what it is answering`);
      setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + 5000).unref();
    });
  }
  await app.listen();
  logger.info({ nats: serverConfig.natsUrl, prefix: serverConfig.natsPrefix }, `${name} service listening`);
}
