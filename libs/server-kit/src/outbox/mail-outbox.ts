import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MAIL_SUBJECT, outgoingMailSchema, type NewMail, type OutgoingMail } from '@openset/contracts';
import { randomUUID } from 'node:crypto';
import { prefixed, serverConfig } from '../config.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * Where a service asks for an e-mail to be sent: a row of its outbox, in its unit of work, so
 * the caller's flush writes it in the same transaction as the change it belongs to (both or
 * neither). OutboxPublisher publishes it to the mail stream with the row id as message id; the
 * notifications service sends it once (`@openset/contracts` OutgoingMail).
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly em: EntityManager) {}

  send(mail: NewMail): OutgoingMail {
    const full = outgoingMailSchema.parse({ ...mail, id: randomUUID(), requestedAt: new Date().toISOString() });
    this.em.create(OutboxEvent, {
      id: full.id,
      prefix: serverConfig.natsPrefix,
      subject: prefixed(MAIL_SUBJECT),
      payload: full,
      publishedAt: null,
    });
    return full;
  }
}
