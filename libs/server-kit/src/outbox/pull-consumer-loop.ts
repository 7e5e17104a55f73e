import type { ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { natsConnectionOptions } from '../config.js';

export interface PullConsumerLoopOptions {
  /** Names the loop's NATS connection (`natsConnectionOptions`), as the server lists it. */
  connectionName: string;
  /** Where a failed start is logged, as `<label> not running yet`. */
  logger: Logger;
  label: string;
  /**
   * Ensures the stream and the durable consumer, and opens its messages. Called again after each
   * failure: a stream or consumer removed while the service ran is made again.
   */
  open: (connection: NatsConnection) => Promise<ConsumerMessages>;
  /** Settles one message (ack, nak or term). A throw reopens the messages after a pause, as a failed start does. */
  handle: (message: JsMsg) => Promise<void>;
}

const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5_000;

/**
 * Keeps a durable pull consumer's messages flowing for as long as the service runs, whatever
 * happens to NATS: a start that fails (no server yet, no JetStream, a cluster without a leader)
 * is tried again with a back-off doubling from 250 ms to 5 s, and messages that end (the server
 * deleted the consumer) are opened again after a short pause. The one connection is kept across
 * tries: the client reconnects it by itself. `stop` takes no further message, lets the one in hand
 * finish (its ack still reaches the server) and drains the connection.
 */
export class PullConsumerLoop {
  private connection: NatsConnection | null = null;
  private messages: ConsumerMessages | null = null;
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: PullConsumerLoopOptions) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.messages?.close().catch(() => undefined);
    await this.loop;
    await this.connection?.drain().catch(() => undefined);
  }

  private async run(): Promise<void> {
    let backoffMs = FIRST_BACKOFF_MS;
    while (this.running) {
      try {
        await this.consume();
        // The messages ended without an error (the server deleted the consumer, say): again, after a pause.
        backoffMs = FIRST_BACKOFF_MS;
        if (this.running) await sleep(backoffMs);
      } catch (error) {
        if (!this.running) return;
        this.options.logger.warn({ err: String(error), retryInMs: backoffMs }, `${this.options.label} not running yet`);
        await sleep(backoffMs);
        backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
      }
    }
  }

  private async consume(): Promise<void> {
    this.connection ??= await connect(natsConnectionOptions(this.options.connectionName));
    this.messages = await this.options.open(this.connection);
    // Stopped while it opened: the messages are closed by the connection's drain.
    if (!this.running) return;
    for await (const message of this.messages) await this.options.handle(message);
  }
}

/** A message's JSON, or null when its text is none: the caller's schema then refuses it like any other stranger. */
export function messageJson(message: JsMsg): unknown {
  try {
    return JSON.parse(message.string());
  } catch {
    return null;
  }
}
