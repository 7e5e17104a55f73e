import { Injectable } from '@nestjs/common';
import { Outbox } from '@openset/server-kit';
import type { ClientViewer } from './client-access.js';

export type ClientEventType =
  | 'clientViewed'
  | 'clientCreated'
  | 'clientUpdated'
  | 'clientArchived'
  | 'clientUnarchived'
  | 'clientDeleted'
  | 'portalLoginReset'
  | 'portalLockLifted'
  | 'clientMessaged';

/**
 * The staff activity log's client events (viewed, created, updated, archived, unarchived...),
 * recorded through the outbox before the flush of the change, so both commit together. Their
 * data names ids and changed field names only: no names, e-mail or health information; and the
 * address the call came from (`ip`: the log's IP column, null for an internal call).
 */
@Injectable()
export class ClientEvents {
  constructor(private readonly outbox: Outbox) {}

  /** `onceFor`: see `Outbox.record` (a view recorded once per request, however often it is sent). */
  record(type: ClientEventType, clientId: string, viewer: ClientViewer, data: Record<string, unknown> = {}, onceFor?: string): void {
    this.outbox.record({ type: `clients.${type}`, actorId: viewer.accountId, orgId: viewer.orgId, teamId: viewer.teamId, data: { clientId, ...data, ip: viewer.ip } }, onceFor);
  }
}
