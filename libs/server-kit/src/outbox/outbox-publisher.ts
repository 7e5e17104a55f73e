import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAIL_SUBJECT } from '@openset/contracts';
import { natsConnectionOptions, prefixed, serverConfig } from '../config.js';
import { serviceLogger } from '../logger.js';
import { ensureEventsStream } from './events-stream.js';
import { ensureMailStream } from './mail-stream.js';
import { OutboxEvent } from './outbox-event.entity.js';

const BATCH = 100;
/** Rows written by a copy that stopped before publishing are found by this poll. */
const POLL_MS = Number(process.env.OUTBOX_POLL_MS ?? 2000);

/**
 * Publishes the outbox to JetStream: right after the commit of a transaction that wrote events
 * (a flush's own or the handler's it ran in), and on a poll for rows another copy left behind or
 * a savepoint released before its transaction committed. Each batch is claimed with `for update
 * skip locked` (copies never publish the same row at once), published with the row id as message id (a repeat after a crash
 * is stored once), and marked published in the same transaction. While NATS or the database is
 * away it backs off and tries again; nothing is dropped.
 */
@Injectable()
export class OutboxPublisher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = serviceLogger('outbox');
  private connection: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private nudged = false;

  constructor(private readonly orm: MikroORM) {}

  onApplicationBootstrap(): void {
    if (process.env.OUTBOX_PUBLISH === 'off') return;
    // Nudged by the commit of a transaction that wrote events, and by nothing else: every
    // transaction of the service (the publisher's own included) commits through these hooks, and
    // a nudge for each kept the publisher polling without a pause.
    const written = new WeakSet<object>();
    this.orm.em.getEventManager().registerSubscriber({
      getSubscribedEntities: () => [OutboxEvent],
      afterCreate: ({ em }) => {
        const transaction = em.getTransactionContext<object>();
        if (transaction) written.add(transaction);
      },
      afterTransactionCommit: ({ transaction }) => {
        if (transaction && written.delete(transaction)) this.nudge();
      },
    });
    this.running = true;
    this.loop = this.run();
  }

  /** Publish soon: a flush just wrote events. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    let backoffMs = 250;
    while (this.running) {
      this.nudged = false;
      try {
        const published = await this.publishBatch();
        backoffMs = 250;
        if (published === BATCH) continue;
      } catch (error) {
        this.logger.warn({ err: String(error), retryInMs: backoffMs }, 'outbox not published yet');
        await sleep(backoffMs);
        backoffMs = Math.min(backoffMs * 2, 5000);
        continue;
      }
      if (!this.nudged) await this.idle(POLL_MS);
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }

  private async publishBatch(): Promise<number> {
    const js = await this.jetstream();
    const schema = this.orm.config.get('schema');
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<{ id: string; subject: string; payload: unknown }[]>(
        `select id, subject, payload from "${schema}"."outbox"
          where prefix = ? and published_at is null
          order by created_at limit ${BATCH} for update skip locked`,
        [serverConfig.natsPrefix],
      );
      for (const row of rows) {
        const payload = typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
        await js.publish(row.subject, payload, { msgID: row.id });
      }
      if (rows.length > 0) {
        // An e-mail's row keeps its id and kind only: its addresses and text now live in the mail
        // stream until sent, and are not kept in the sender's schema.
        await em.execute(
          `update "${schema}"."outbox" set published_at = now(),
             payload = case when subject = ? then jsonb_build_object('id', payload->'id', 'kind', payload->'kind') else payload end
           where id in (?)`,
          [prefixed(MAIL_SUBJECT), rows.map((row) => row.id)],
        );
      }
      return rows.length;
    });
  }

  private async jetstream(): Promise<JetStreamClient> {
    if (!this.js) {
      this.connection ??= await connect(natsConnectionOptions('outbox'));
      await ensureEventsStream(this.connection);
      // E-mail requests (MailOutbox) go to a stream of their own.
      await ensureMailStream(this.connection);
      this.js = jetstream(this.connection);
    }
    return this.js;
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.connection?.drain().catch(() => undefined);
  }
}
