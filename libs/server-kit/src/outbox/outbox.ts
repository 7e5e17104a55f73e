import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { domainEventSchema, eventSubject, type DomainEvent } from '@openset/contracts';
import { randomUUID } from 'node:crypto';
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

  record(event: NewEvent): DomainEvent {
    const full = domainEventSchema.parse({ ...event, id: randomUUID(), occurredAt: new Date().toISOString() });
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
