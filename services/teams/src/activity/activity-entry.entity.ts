import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACTIVITY_ACTIONS, ACTIVITY_OBJECTS } from '@openset/contracts';

/** One entry of the staff activity log; its id is the event's, so an event is kept once. */
export const ActivityEntry = defineEntity({
  name: 'ActivityEntry',
  tableName: 'activity',
  properties: {
    id: p.uuid().primary(),
    orgId: p.string(),
    teamId: p.string().nullable(),
    staffId: p.string(),
    action: p.enum(ACTIVITY_ACTIONS),
    object: p.enum(ACTIVITY_OBJECTS),
    reference: p.string(),
    clientId: p.string().nullable(),
    ip: p.string().nullable(),
    occurredAt: p.datetime(),
  },
});
export type ActivityEntry = InferEntity<typeof ActivityEntry>;
