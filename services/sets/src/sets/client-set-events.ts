import { Injectable } from '@nestjs/common';
import { Outbox, type Viewer } from '@openset/server-kit';
import type { ExerciseSetRow } from './set.entity.js';

export type ClientSetEventType = 'clientSetViewed' | 'clientSetCreated' | 'clientSetUpdated' | 'clientSetEnabled' | 'clientSetDisabled' | 'clientSetEmailed';

/**
 * The staff activity log's client-set events (viewed, created, updated, enabled, disabled, emailed),
 * recorded through the outbox before the flush of the call, so both commit together. Their data
 * names ids and the version only, no content; and the address the call came from (`ip`: the
 * log's IP column, null when the viewer was resolved without a request).
 */
@Injectable()
export class ClientSetEvents {
  constructor(private readonly outbox: Outbox) {}

  record(type: ClientSetEventType, set: ExerciseSetRow, viewer: Viewer): void {
    this.outbox.record({
      type: `sets.${type}`,
      actorId: viewer.accountId,
      orgId: viewer.orgId,
      teamId: viewer.teamId,
      data: { setId: set.id, clientId: set.clientId ?? null, version: set.version, ip: viewer.ip ?? null },
    });
  }
}
