import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { domainEventSchema, eventSubject, type DomainEvent } from '@openset/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { natsConnectionOptions, prefixed } from '../config.js';
import { serviceLogger } from '../logger.js';
import { ensureEventsStream } from './events-stream.js';

export interface EventsConsumerOptions {
  /** The durable consumer's name, unique in the deployment: `<service>-<purpose>`. */
  name: string;
  /** Event types it takes (`clients.clientDeleted`). */
  types: string[];
  /** Must be idempotent: an event is delivered again when a copy stopped before acknowledging it. */
  handle: (event: DomainEvent) => Promise<void>;
}

/** How long a failed event waits before it is delivered again. */
const RETRY_MS = 5_000;

/**
 * Takes events from the deployment's stream with a durable pull consumer: the copies of a service
 * share it (each event goes to one of them), and what was published while the service was down is
 * delivered when it is back. A new consumer starts from the stream's first event, so nothing
 * published before it existed is missed (handlers are idempotent). An event is acknowledged after
 * its handler succeeds; a failure is delivered again after RETRY_MS. A message that is no event
 * (it cannot be handled, ever) is logged and acknowledged rather than retried for 90 days.
 */
export class EventsConsumer {
  private readonly logger = serviceLogger('events');
  private connection: NatsConnection | null = null;
  private messages: ConsumerMessages | null = null;
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: EventsConsumerOptions) {}

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
    let backoffMs = 250;
    while (this.running) {
      try {
        await this.consume();
        // The messages ended without an error (the server deleted the consumer, say): again, after a pause.
        backoffMs = 250;
        if (this.running) await sleep(backoffMs);
      } catch (error) {
        if (!this.running) return;
        this.logger.warn({ err: String(error), consumer: this.options.name, retryInMs: backoffMs }, 'events consumer not running yet');
        await sleep(backoffMs);
        backoffMs = Math.min(backoffMs * 2, 5_000);
      }
    }
  }

  private async consume(): Promise<void> {
    this.connection ??= await connect(natsConnectionOptions(`events-${this.options.name}`));
    const stream = await ensureEventsStream(this.connection);
    const manager = await jetstreamManager(this.connection);
    await manager.consumers.add(stream, {
      durable_name: this.options.name,
      // One subject, or every event with the others acknowledged unhandled: `filter_subjects`
      // (several) needs NATS 2.10, and Debian's server here is 2.9.
      filter_subject: this.options.types.length === 1 ? prefixed(eventSubject(this.options.types[0]!)) : prefixed(eventSubject('>')),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
    });
    const consumer = await jetstream(this.connection).consumers.get(stream, this.options.name);
    this.messages = await consumer.consume({ max_messages: 20 });
    if (!this.running) return;
    for await (const message of this.messages) {
      const parsed = domainEventSchema.safeParse(safeJson(message.string()));
      if (!parsed.success) {
        this.logger.error({ consumer: this.options.name, subject: message.subject }, 'not an event: acknowledged without handling');
        message.ack();
        continue;
      }
      if (!this.options.types.includes(parsed.data.type)) {
        message.ack();
        continue;
      }
      try {
        await this.options.handle(parsed.data);
        message.ack();
      } catch (error) {
        this.logger.warn({ err: String(error), consumer: this.options.name, event: parsed.data.id }, 'event not handled yet');
        message.nak(RETRY_MS);
      }
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
