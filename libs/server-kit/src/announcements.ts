import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { natsConnectionOptions, prefixed } from './config.js';
import { serviceLogger } from './logger.js';

const logger = serviceLogger('announcements');

export interface AnnouncementListener<T> {
  /** One announcement, validated against the subject's schema. */
  onAnnouncement(announcement: T): void;
  /** The bus was away: announcements may have been missed, so forget everything kept. */
  onGap(): void;
}

/**
 * Hears an event subject on every copy of a process (no queue group), for caches kept a few
 * seconds and dropped when the owner of the data announces a change. Answers a function that
 * stops listening.
 */
export async function listenForAnnouncements<T>(
  subject: string,
  schema: z.ZodType<T>,
  listener: AnnouncementListener<T>,
): Promise<() => Promise<void>> {
  const connection: NatsConnection = await connect(natsConnectionOptions(subject));
  const subscription = connection.subscribe(prefixed(subject));
  void (async () => {
    for await (const message of subscription) {
      try {
        // Published through Nest's client: the payload is in `data`.
        listener.onAnnouncement(schema.parse(message.json<{ data?: unknown }>().data));
      } catch (error) {
        logger.warn({ err: error, subject }, 'unreadable announcement');
        listener.onGap();
      }
    }
  })();
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') listener.onGap();
    }
  })();
  return () => connection.drain().catch(() => undefined);
}
