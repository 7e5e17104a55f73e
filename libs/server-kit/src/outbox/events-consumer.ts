import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { domainEventSchema, eventSubject, type DomainEvent } from '@openset/contracts';
import { prefixed } from '../config.js';
import { serviceLogger } from '../logger.js';
import { ensureEventsStream } from './events-stream.js';
import { messageJson, PullConsumerLoop } from './pull-consumer-loop.js';

export interface EventsConsumerOptions {
  /** The durable consumer's name, unique in the deployment: `<service>-<purpose>`. */
  name: string;
  /** Event types it takes (`clients.clientDeleted`). */
  types: readonly string[];
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
 * Starting again after NATS failures and stopping are PullConsumerLoop's. A Nest provider
 * extends DomainEventHandler rather than running one of these itself.
 */
export class EventsConsumer {
  private readonly logger = serviceLogger('events').child({ consumer: this.options.name });
  private readonly loop = new PullConsumerLoop({
    connectionName: `events-${this.options.name}`,
    logger: this.logger,
    label: 'events consumer',
    open: (connection) => this.open(connection),
    handle: (message) => this.take(message),
  });

  constructor(private readonly options: EventsConsumerOptions) {}

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async open(connection: NatsConnection): Promise<ConsumerMessages> {
    const stream = await ensureEventsStream(connection);
    const manager = await jetstreamManager(connection);
    await manager.consumers.add(stream, {
      durable_name: this.options.name,
      // One subject, or every event with the others acknowledged unhandled: `filter_subjects`
      // (several) needs NATS 2.10, and Debian's server here is 2.9.
      filter_subject: this.options.types.length === 1 ? prefixed(eventSubject(this.options.types[0]!)) : prefixed(eventSubject('>')),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
    });
    const consumer = await jetstream(connection).consumers.get(stream, this.options.name);
    return consumer.consume({ max_messages: 20 });
  }

  private async take(message: JsMsg): Promise<void> {
    const parsed = domainEventSchema.safeParse(messageJson(message));
    if (!parsed.success) {
      this.logger.error({ subject: message.subject }, 'not an event: acknowledged without handling');
      message.ack();
      return;
    }
    if (!this.options.types.includes(parsed.data.type)) {
      message.ack();
      return;
    }
    try {
      await this.options.handle(parsed.data);
      message.ack();
    } catch (error) {
      this.logger.warn({ err: String(error), event: parsed.data.id }, 'event not handled yet');
      message.nak(RETRY_MS);
    }
  }
}
