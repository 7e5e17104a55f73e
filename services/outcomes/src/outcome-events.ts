import { Injectable } from '@nestjs/common';
import { Outbox, type Viewer } from '@openset/server-kit';

export type OutcomeEventType =
  | 'outcomeViewed'
  | 'outcomeCreated'
  | 'outcomeUpdated'
  | 'outcomeEnabled'
  | 'outcomeDisabled'
  | 'outcomeEmailed'
  | 'outcomeDeleted'
  | 'outcomeClientStopped'
  | 'resultViewed'
  | 'resultCreated'
  | 'scheduleFinished'
  | 'definitionViewed'
  | 'definitionCreated'
  | 'definitionUpdated'
  | 'definitionArchived'
  | 'definitionUnarchived';

/** Who caused an event: a clinician (with their team and organisation), or nobody (the client, the scheduler). */
export interface EventActor {
  accountId: string | null;
  teamId: string | null;
  orgId: string | null;
  /** The address the clinician's call came from (the activity log's IP); null when nobody called. */
  ip: string | null;
}
/** The client or the scheduler acting on a client outcome: no account, no address, the outcome's team and organisation. */
export const rowActor = (row: { teamId?: string | null; orgId?: string | null }): EventActor => ({ accountId: null, teamId: row.teamId ?? null, orgId: row.orgId ?? null, ip: null });
/** A clinician acting in a call, with the call's address when the viewer was resolved from a request. */
export const viewerActor = (viewer: Viewer): EventActor => ({ accountId: viewer.accountId, teamId: viewer.teamId, orgId: viewer.orgId, ip: viewer.ip ?? null });

/**
 * The staff activity log's outcome events (object "outcome measure": viewed, created, updated,
 * enabled, disabled, emailed...), recorded through the outbox before the flush of the change, so
 * both commit together. Their data names ids only, never answers or scores; and the actor's
 * address (`ip`: the log's IP column, null for the client and the scheduler).
 */
@Injectable()
export class OutcomeEvents {
  constructor(private readonly outbox: Outbox) {}

  /** `onceFor`: see `Outbox.record` (a view recorded once per request, however often it is sent). */
  record(type: OutcomeEventType, actor: EventActor, data: Record<string, string | null>, onceFor?: string): void {
    this.outbox.record({ type: `outcomes.${type}`, actorId: actor.accountId, orgId: actor.orgId, teamId: actor.teamId, data: { ...data, ip: actor.ip } }, onceFor);
  }
}
