import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/**
 * Removes the JetStream streams a deployment made (events, object stores): a test run's own at its
 * end, a test's private prefix after the test. Imports no file of its own, so the global set-up
 * (loaded without module mapping) can use it.
 */
export async function deleteStreams(natsUrl: string, natsPrefix: string): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    const manager = await jetstreamManager(nc);
    for await (const stream of manager.streams.list()) {
      if (stream.config.name.includes(natsPrefix)) await manager.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}
