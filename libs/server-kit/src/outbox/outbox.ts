import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { domainEventSchema, eventSubject, type DomainEvent } from '@openset/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { prefixed, serverConfig } from '../config.js';
import { OutboxEvent } from './outbox-event.entity.js';

export type NewEvent = Pick<DomainEvent, 'type' | 'actorId' | 'orgId' | 'teamId' | 'data'>;

/**
 * Where a service records an event that must not be lost: into its unit of work, so the caller's
 * next flush writes it in the same transaction as the change it describes (both or neither).
 * OutboxPublisher sends it on to JetStream afterwards.
 */
@Injectable()
export class Outbox {
  constructor(private readonly em: EntityManager) {}

  /**
   * `onceFor`: what makes this event happen once, when a repeat of the call may record it again
   * (a read the gateway sent twice records one view: the request's id). The event's id is then
   * derived from it, so the repeat's row collides with the first's (see `isRecordedAlready`).
   */
  record(event: NewEvent, onceFor?: string): DomainEvent {
    const id = onceFor === undefined ? randomUUID() : derivedEventId(event.type, onceFor);
    const full = domainEventSchema.parse({ ...event, id, occurredAt: new Date().toISOString() });
    this.em.create(OutboxEvent, {
      id: full.id,
      prefix: serverConfig.natsPrefix,
      subject: prefixed(eventSubject(full.type)),
      payload: full,
      publishedAt: null,
    });
    return full;
  }
}

/** A UUID (version 8: made by the application) of the type and what makes the event happen once. */
export function derivedEventId(type: string, onceFor: string): string {
  const hex = createHash('sha256').update(`${type}\n${onceFor}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The flush failed because an event recorded with `onceFor` was already there: the repeat's work is done. */
export function isRecordedAlready(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && error.message.includes('"outbox_pkey"');
}
