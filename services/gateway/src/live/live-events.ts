import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { LiveChannel } from '@openset/contracts';
import { natsConnectionOptions, prefixed, serviceLogger } from '@openset/server-kit/transport';
import type { Request, Response } from 'express';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before it reconnects after the stream broke. */
const RETRY_MS = 5_000;

const logger = serviceLogger('gateway');

/**
 * Answers of routes with `transfer: { kind: 'events' }`: server-sent events. The service has
 * checked who asks and named the NATS subject of this caller's changes (a LiveChannel); every
 * message published there (through `RpcClient.emit`, so its payload is the packet's `data`) goes
 * to the browser as one event of the channel's name, until the browser leaves.
 * Nothing is kept: a browser that was away reads the list again when it reconnects.
 */
@Injectable()
export class LiveEvents implements OnApplicationShutdown {
  private connection: Promise<NatsConnection> | null = null;

  private nats(): Promise<NatsConnection> {
    this.connection ??= connect(natsConnectionOptions('live'));
    return this.connection;
  }

  async send(req: Request, res: Response, channel: LiveChannel): Promise<void> {
    const nc = await this.nats();
    const subscription = nc.subscribe(prefixed(channel.subject));
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\n`);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      subscription.unsubscribe();
    };
    req.on('close', close);
    try {
      for await (const message of subscription) {
        const data = JSON.stringify(message.json<{ data?: unknown }>().data ?? null);
        res.write(`event: ${channel.event}\ndata: ${data}\n\n`);
      }
    } catch (error) {
      logger.warn({ err: String(error), subject: channel.subject }, 'live events ended');
    } finally {
      close();
      res.end();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.connection) await (await this.connection).drain().catch(() => undefined);
  }
}
