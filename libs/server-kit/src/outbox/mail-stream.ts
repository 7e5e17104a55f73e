import { jetstreamManager, RetentionPolicy, StorageType, type StreamConfig } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { MAIL_SUBJECT, mailStreamName } from '@openset/contracts';
import { jetStreamReplicas, prefixed, serverConfig } from '../config.js';
import { serviceLogger } from '../logger.js';

const nanos = (ms: number) => ms * 1_000_000;

/** The mail stream's subjects: `<prefix>.mail.>`. */
export const mailStreamSubjects = () => [prefixed(MAIL_SUBJECT.replace(/\.[^.]+$/, '.>'))];

/**
 * The deployment's outgoing e-mail: a work queue on disk (a message is removed once the
 * notifications service acknowledged it, sent or dead-lettered), replicated JETSTREAM_REPLICAS
 * times. A message id seen in the last 10 minutes is stored once, as in the events stream: an
 * outbox that published and crashed before marking its row publishes it again well within that.
 * A message nobody took in 30 days (the notifications service never came back) is dropped.
 */
export async function ensureMailStream(connection: NatsConnection): Promise<string> {
  const name = mailStreamName(serverConfig.natsPrefix);
  const manager = await jetstreamManager(connection);
  const replicas = jetStreamReplicas();
  const wanted: Partial<StreamConfig> & { name: string } = {
    name,
    subjects: mailStreamSubjects(),
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    num_replicas: replicas,
    duplicate_window: nanos(10 * 60_000),
    max_age: nanos(30 * 24 * 3_600_000),
  };
  try {
    const info = await manager.streams.info(name);
    if (info.config.num_replicas !== replicas) {
      // The configuration changed (a cluster grew): the stream follows it.
      await manager.streams.update(name, { ...info.config, num_replicas: replicas }).catch((error: unknown) => {
        serviceLogger('mail').warn({ err: String(error), stream: name }, 'mail stream replicas not changed');
      });
    }
  } catch {
    try {
      await manager.streams.add(wanted);
    } catch (error) {
      // Another process made it at the same moment.
      await manager.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  return name;
}
