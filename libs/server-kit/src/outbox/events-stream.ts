import { jetstreamManager, StorageType } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eventsStreamName } from '@openset/contracts';
import { jetStreamReplicas, serverConfig } from '../config.js';

const nanos = (ms: number) => ms * 1_000_000;

/**
 * The deployment's event stream: every `<prefix>.events.>` subject, on disk, kept 90 days for the
 * consumers (the activity log keeps its own copy). A message id seen in the last 10 minutes is
 * stored once: a publisher that crashed after publishing and before marking its row publishes it
 * again well within that. Kept on JETSTREAM_REPLICAS servers (3 on a cluster). A stream made
 * before with fewer replicas is raised to the configured count: JetStream copies it over.
 */
export async function ensureEventsStream(connection: NatsConnection): Promise<string> {
  const name = eventsStreamName(serverConfig.natsPrefix);
  const manager = await jetstreamManager(connection);
  const replicas = jetStreamReplicas();
  const existing = await manager.streams.info(name).catch(() => null);
  if (existing) {
    if (existing.config.num_replicas < replicas) {
      await manager.streams.update(name, { ...existing.config, num_replicas: replicas });
    }
    return name;
  }
  try {
    await manager.streams.add({
      name,
      subjects: [`${serverConfig.natsPrefix}.events.>`],
      storage: StorageType.File,
      duplicate_window: nanos(10 * 60_000),
      max_age: nanos(90 * 24 * 3_600_000),
      num_replicas: replicas,
    });
  } catch (error) {
    // Another copy made it at the same moment.
    await manager.streams.info(name).catch(() => {
      throw error;
    });
  }
  return name;
}
