import { Injectable } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { NOTIFICATION_EVENT_KINDS, type DomainEvent } from '@openset/contracts';
import { DomainEventHandler } from '@openset/server-kit';
import { InboxService } from './inbox.service.js';
import { notificationOf } from './notification-of-event.js';

/** The durable consumer's name: one per deployment, shared by every copy of the service. */
export const INBOX_CONSUMER_NAME = 'notifications-inbox';

/**
 * Makes clinicians' notifications from the deployment's event stream. Durable: what was published
 * while no copy ran is taken when one starts; an event is acknowledged once its notification is
 * written, and a repeat is kept once (the notification's id is the event's).
 */
@Injectable()
export class InboxConsumer extends DomainEventHandler {
  protected readonly consumerName = INBOX_CONSUMER_NAME;
  protected readonly eventTypes = Object.keys(NOTIFICATION_EVENT_KINDS);

  constructor(
    private readonly orm: MikroORM,
    private readonly inbox: InboxService,
  ) {
    super();
  }

  protected async handle(event: DomainEvent): Promise<void> {
    const notification = notificationOf(event);
    if (!notification) return;
    // Outside any request: a context of its own, so the service writes through a fresh fork at
    // once (no transaction to wait for) and its announcement goes out right after.
    await RequestContext.create(this.orm.em, () => this.inbox.add(notification));
  }
}
