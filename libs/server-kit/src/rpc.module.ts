import { Global, Module } from '@nestjs/common';
import { natsConnectionOptions } from './config.js';
import { MuxedNatsClient } from './muxed-nats-client.js';
import { NATS_CLIENT, RpcClient } from './rpc-client.js';
import { ReplyDeserializer } from './rpc-codec.js';

/** Provides RpcClient to every module of a service or of the gateway. */
@Global()
@Module({
  providers: [
    {
      provide: NATS_CLIENT,
      useFactory: () =>
        new MuxedNatsClient({
          ...natsConnectionOptions('client'),
          deserializer: new ReplyDeserializer(),
        }),
    },
    RpcClient,
  ],
  exports: [RpcClient],
})
export class RpcModule {}
