import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { NatsServer } from './nats-server.js';
import type { Type } from '@nestjs/common';
import { serverConfig } from './config.js';
import { PinoNestLogger, serviceLogger } from './logger.js';
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
      servers: [serverConfig.natsUrl],
      queue: name,
      serializer: new ReplySerializer(),
      name: `${name}@${serverConfig.instance}`,
      // On shutdown: stop taking new requests (unsubscribe) and give in-flight ones this long.
      gracefulShutdown: true,
      gracePeriod: Number(process.env.SHUTDOWN_GRACE_MS ?? 1000),
    }),
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  logger.info({ nats: serverConfig.natsUrl, prefix: serverConfig.natsPrefix }, `${name} service listening`);
}
