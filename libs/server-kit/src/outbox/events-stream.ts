import { jetstreamManager, StorageType } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eventsStreamName } from '@openset/contracts';
import { serverConfig } from '../config.js';

const nanos = (ms: number) => ms * 1_000_000;

/**
 * The deployment's event stream: every `<prefix>.events.>` subject, on disk, kept 90 days for the
 * consumers (the activity log keeps its own copy). A message id seen in the last 10 minutes is
 * stored once: a publisher that crashed after publishing and before marking its row publishes it
 * again well within that.
 */
export async function ensureEventsStream(connection: NatsConnection): Promise<string> {
  const name = eventsStreamName(serverConfig.natsPrefix);
  const manager = await jetstreamManager(connection);
  try {
    await manager.streams.info(name);
  } catch {
    try {
      await manager.streams.add({
        name,
        subjects: [`${serverConfig.natsPrefix}.events.>`],
        storage: StorageType.File,
        duplicate_window: nanos(10 * 60_000),
        max_age: nanos(90 * 24 * 3_600_000),
      });
    } catch (error) {
      // Another copy made it at the same moment.
      await manager.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  return name;
}
