import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ACTIVITY_EVENT_TYPES, type DomainEvent } from '@openset/contracts';
import { DomainEventHandler } from '@openset/server-kit';
import { teamsConfig } from '../teams.config.js';
import { activityEntryOf } from './activity-events.js';

/** The durable consumer's name: one per deployment, shared by every copy of the teams service. */
export const ACTIVITY_CONSUMER_NAME = 'teams-activity';

/**
 * Feeds the staff activity log from the deployment's event stream. The consumer is durable, so
 * events published while no copy of this service runs are taken when one starts; an event is
 * acknowledged once its row is written, and the row's key is the event id (`on conflict do
 * nothing`), so an event delivered again after a crash is kept once.
 */
@Injectable()
export class ActivityConsumer extends DomainEventHandler {
  protected readonly consumerName = ACTIVITY_CONSUMER_NAME;
  protected readonly eventTypes = Object.keys(ACTIVITY_EVENT_TYPES);

  constructor(private readonly orm: MikroORM) {
    super();
  }

  /** TEAMS_ACTIVITY_CONSUMER=0 leaves the log's events to other copies. */
  protected override consumesHere(): boolean {
    return teamsConfig.activityConsumer;
  }

  protected async handle(event: DomainEvent): Promise<void> {
    const entry = activityEntryOf(event);
    if (!entry) return;
    await this.orm.em.fork().execute(
      `insert into "teams"."activity" ("id", "org_id", "team_id", "staff_id", "action", "object", "reference", "client_id", "ip", "occurred_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("id") do nothing`,
      [entry.id, entry.orgId, entry.teamId, entry.staffId, entry.action, entry.object, entry.reference, entry.clientId, entry.ip, entry.occurredAt],
    );
  }
}
