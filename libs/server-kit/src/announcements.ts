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
  // A callback, not an iterator: the announcement is applied as its bytes are read, before a
  // request read after it (the teams service flushes it before answering) can use the old entry.
  connection.subscribe(prefixed(subject), {
    callback: (error, message) => {
      try {
        if (error) throw error;
        // Published through Nest's client: the payload is in `data`.
        listener.onAnnouncement(schema.parse(message.json<{ data?: unknown }>().data));
      } catch (failure) {
        logger.warn({ err: failure, subject }, 'unreadable announcement');
        listener.onGap();
      }
    },
  });
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') listener.onGap();
    }
  })();
  return () => connection.drain().catch(() => undefined);
}
