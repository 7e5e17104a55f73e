import { Injectable } from '@nestjs/common';
import { Outbox } from '@openset/server-kit';

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
}
/** The client or the scheduler acting on a client outcome: no account, the outcome's team and organisation. */
export const rowActor = (row: { teamId?: string | null; orgId?: string | null }): EventActor => ({ accountId: null, teamId: row.teamId ?? null, orgId: row.orgId ?? null });

/**
 * The staff activity log's outcome events (object "outcome measure": viewed, created, updated,
 * enabled, disabled, emailed...), recorded through the outbox before the flush of the change, so
 * both commit together. Their data names ids only: never answers or scores.
 */
@Injectable()
export class OutcomeEvents {
  constructor(private readonly outbox: Outbox) {}

  /** `onceFor`: see `Outbox.record` (a view recorded once per request, however often it is sent). */
  record(type: OutcomeEventType, actor: EventActor, data: Record<string, string | null>, onceFor?: string): void {
    this.outbox.record({ type: `outcomes.${type}`, actorId: actor.accountId, orgId: actor.orgId, teamId: actor.teamId, data }, onceFor);
  }
}
