import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { NOTIFICATION_EVENT_KINDS, type DomainEvent } from '@openset/contracts';
import { EventsConsumer, RpcClient } from '@openset/server-kit';
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
export class InboxConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer: EventsConsumer | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly rpc: RpcClient,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer = new EventsConsumer({ name: INBOX_CONSUMER_NAME, types: Object.keys(NOTIFICATION_EVENT_KINDS), handle: (event) => this.take(event) });
    this.consumer.start();
  }

  async take(event: DomainEvent): Promise<void> {
    const notification = notificationOf(event);
    if (!notification) return;
    // Outside any request: a fork of its own, written at once (no transaction to wait for).
    await new InboxService(this.orm.em.fork(), this.rpc).add(notification);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
