import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { domainEventSchema, eventsStreamName, type DomainEvent } from '@openset/contracts';
import { stackInfo } from './stack-info.js';

export interface StoredEvent {
  event: DomainEvent;
  /** The JetStream message id it was published with (the outbox row id). */
  messageId: string | undefined;
}

/**
 * Every event of a deployment's stream whose subject matches `filter` (e.g. `events.teams.>`),
 * read as a consumer would, each checked against the contract's event schema.
 */
export async function storedEvents(filter: string, natsPrefix = stackInfo().natsPrefix): Promise<StoredEvent[]> {
  const nc = await connect({ servers: stackInfo().natsUrl });
  try {
    const stream = eventsStreamName(natsPrefix);
    const subject = `${natsPrefix}.${filter}`;
    const info = await (await jetstreamManager(nc)).streams.info(stream, { subjects_filter: subject });
    const count = Object.values(info.state.subjects ?? {}).reduce((sum, n) => sum + n, 0);
    if (count === 0) return [];
    // One subject as a string: servers before 2.10 (Debian's) know only the single filter.
    const consumer = await jetstream(nc).consumers.get(stream, { filter_subjects: subject });
    const found: StoredEvent[] = [];
    const messages = await consumer.fetch({ max_messages: count, expires: 5_000 });
    for await (const message of messages) {
      found.push({ event: domainEventSchema.parse(message.json()), messageId: message.headers?.get('Nats-Msg-Id') });
      if (found.length === count) break;
    }
    return found;
  } finally {
    await nc.close();
  }
}
