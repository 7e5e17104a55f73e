import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerConfig, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { MAIL_CONSUMER, outgoingMailSchema, type OutgoingMail } from '@openset/contracts';
import { ensureMailStream, isUuid, mailStreamSubjects, messageJson, PullConsumerLoop, serviceLogger } from '@openset/server-kit';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { mailConfig, retryDelayMs } from './mail.config.js';
import { MailLedger } from './mail-ledger.js';
import { MailFailure, MailSender } from './mail-sender.js';

const nanos = (ms: number) => ms * 1_000_000;

/**
 * Takes outgoing e-mail from the mail stream with one durable pull consumer that every copy of
 * the service shares, and sends each once:
 * - an id in `sent_mails` (or `dead_letters`) is acknowledged without sending: a message
 *   delivered again after a copy stopped, or published again by an outbox;
 * - sent: the id is written, then the message acknowledged. Should that write fail, it is tried
 *   again (never the sending); only a copy killed between the SMTP server's answer and that write
 *   can send one twice, and the Message-ID made of the id lets the receiving side see it;
 * - a refusal that may pass (4xx, no connection, timeout) is `nak`ed with a growing delay
 *   (MAIL_RETRY_DELAYS_MS); after MAIL_MAX_ATTEMPTS tries, or at once for a permanent refusal
 *   (5xx, an attachment gone), a dead letter with the reason is written and the message ended.
 * The consumer itself redelivers without limit (max_deliver -1): the attempts are counted here, so
 * a message is never dropped by the server before its dead letter is written.
 * Starting again while NATS is away, and stopping, are server-kit's PullConsumerLoop.
 */
@Injectable()
export class MailConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = serviceLogger('mail');
  private readonly loop = new PullConsumerLoop({
    connectionName: 'mail',
    logger: this.logger,
    label: 'mail consumer',
    open: (connection) => this.open(connection),
    handle: (message) =>
      this.handle(message).catch((error: unknown) => {
        // The database is away (the ledger could not be read or written): try again shortly.
        this.logger.warn({ err: String(error) }, 'e-mail not handled yet');
        message.nak(retryDelayMs(1));
      }),
  });

  constructor(
    private readonly sender: MailSender,
    private readonly ledger: MailLedger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.sender.configured) {
      this.logger.warn('SMTP_URL is not set: e-mail waits in the mail stream until a copy with it runs');
      return;
    }
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  private async open(connection: NatsConnection): Promise<ConsumerMessages> {
    const stream = await ensureMailStream(connection);
    const manager = await jetstreamManager(connection);
    const config: Partial<ConsumerConfig> = {
      durable_name: MAIL_CONSUMER,
      filter_subject: mailStreamSubjects()[0],
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // Long enough for a slow SMTP server (its socket times out after 30 s); `working` extends it.
      ack_wait: nanos(60_000),
      max_deliver: -1,
    };
    await manager.consumers.add(stream, config).catch(async () => manager.consumers.update(stream, MAIL_CONSUMER, { ack_wait: config.ack_wait, max_deliver: config.max_deliver }));
    const consumer = await jetstream(connection).consumers.get(stream, MAIL_CONSUMER);
    return consumer.consume({ max_messages: 10 });
  }

  private async handle(message: JsMsg): Promise<void> {
    const attempt = message.info.deliveryCount;
    const parsed = outgoingMailSchema.safeParse(messageJson(message));
    if (!parsed.success) {
      const id = message.headers?.get('Nats-Msg-Id') || randomUUID();
      await this.ledger.dead({ id: isUuid(id) ? id : randomUUID(), raw: message.string().slice(0, 10_000) }, `not an e-mail request: ${parsed.error.message}`, attempt);
      this.logger.error({ subject: message.subject }, 'not an e-mail request: dead letter written');
      message.term();
      return;
    }
    const mail = parsed.data;
    const settled = await this.ledger.settled(mail.id);
    if (settled) {
      this.logger.info({ mail: mail.id, settled }, 'e-mail delivered again: not sent again');
      message.ack();
      return;
    }
    message.working();
    let sent;
    try {
      sent = await this.sender.send(mail);
    } catch (error) {
      await this.failed(message, mail, error instanceof MailFailure ? error : new MailFailure(String(error), false), attempt);
      return;
    }
    await this.keepTrying(() => this.ledger.sent(mail, sent, attempt), message);
    message.ack();
    this.logger.info({ mail: mail.id, kind: mail.kind, attempt }, 'e-mail sent');
  }

  private async failed(message: JsMsg, mail: OutgoingMail, failure: MailFailure, attempt: number): Promise<void> {
    if (failure.permanent || attempt >= mailConfig.maxAttempts) {
      await this.ledger.dead(mail, failure.message, attempt);
      message.term(failure.message.slice(0, 200));
      this.logger.error({ mail: mail.id, kind: mail.kind, attempt, reason: failure.message, permanent: failure.permanent }, 'e-mail not sent: dead letter written');
      return;
    }
    const delay = retryDelayMs(attempt);
    this.logger.warn({ mail: mail.id, kind: mail.kind, attempt, reason: failure.message, retryInMs: delay }, 'e-mail not sent yet');
    message.nak(delay);
  }

  /** Writes what was sent until it is written: the e-mail is out, sending it again is not an option. */
  private async keepTrying(write: () => Promise<void>, message: JsMsg): Promise<void> {
    let backoffMs = 250;
    for (;;) {
      try {
        await write();
        return;
      } catch (error) {
        this.logger.warn({ err: String(error), retryInMs: backoffMs }, 'sent e-mail not recorded yet');
        message.working();
        await sleep(backoffMs);
        backoffMs = Math.min(backoffMs * 2, 5_000);
      }
    }
  }
}
