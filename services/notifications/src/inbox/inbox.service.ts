import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { notificationSignalSubject, type ClinicianNotification, type NotificationList, type PageQuery } from '@openset/contracts';
import { afterCommit, findPage, RpcClient } from '@openset/server-kit';
import { NotificationSchema, type NotificationRow } from './notification.entity.js';
import type { NewNotification } from './notification-of-event.js';

const toNotification = (row: NotificationRow): ClinicianNotification => ({
  id: row.id,
  kind: row.kind,
  viewed: row.viewed,
  createdAt: row.createdAt.toISOString(),
  clientId: row.clientId ?? null,
  referenceId: row.referenceId ?? null,
});

/**
 * A clinician's notifications: kept when an event makes one, listed newest first, all marked
 * viewed at once (spec: markRead marks all as viewed). Each change is announced on the account's
 * live subject after the commit, so every open tab's bell reads its count again without a reload.
 */
@Injectable()
export class InboxService {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
  ) {}

  async list(accountId: string, page: PageQuery): Promise<NotificationList> {
    const [rows, total] = await findPage(this.em, NotificationSchema, { accountId }, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], offset: page.skip, limit: page.limit });
    return { items: rows.map(toNotification), total, unread: await this.unread(accountId) };
  }

  async markViewed(accountId: string): Promise<number> {
    const updated = await this.em.nativeUpdate(NotificationSchema, { accountId, viewed: false }, { viewed: true });
    if (updated > 0) await this.signal(accountId);
    return updated;
  }

  /** Keeps the notification unless its event was taken before (its id is the event's). */
  async add(notification: NewNotification): Promise<void> {
    const inserted = await this.em.execute<{ id: string }[]>(
      `insert into "notifications"."notifications" ("id", "account_id", "kind", "client_id", "reference_id", "viewed", "created_at")
       values (?, ?, ?, ?, ?, false, ?) on conflict ("id") do nothing returning "id"`,
      [notification.id, notification.accountId, notification.kind, notification.clientId, notification.referenceId, notification.createdAt],
    );
    if (inserted.length > 0) await this.signal(notification.accountId);
  }

  private unread(accountId: string): Promise<number> {
    return this.em.count(NotificationSchema, { accountId, viewed: false });
  }

  private async signal(accountId: string): Promise<void> {
    const unread = await this.unread(accountId);
    await afterCommit(() => this.rpc.emit(notificationSignalSubject(accountId), { unread }));
  }
}
