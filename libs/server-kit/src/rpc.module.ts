import { Global, Module } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { natsConnectionOptions } from './config.js';
import { NATS_CLIENT, RpcClient } from './rpc-client.js';
import { ReplyDeserializer } from './rpc-codec.js';

/** Provides RpcClient to every module of a service or of the gateway. */
@Global()
@Module({
  providers: [
    {
      provide: NATS_CLIENT,
      useFactory: () =>
        ClientProxyFactory.create({
          transport: Transport.NATS,
          options: {
            ...natsConnectionOptions('client'),
            deserializer: new ReplyDeserializer(),
          },
        }),
    },
    RpcClient,
  ],
  exports: [RpcClient],
})
export class RpcModule {}
