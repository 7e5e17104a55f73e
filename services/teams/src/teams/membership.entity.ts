import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { memberOverrideProperties } from './permission-columns.js';
import { Team } from './team.entity.js';

/**
 * A staff member's place in a team. The account id is the primary key: a staff member belongs to
 * one team at a time, and moving them rewrites this row.
 */
export const Membership = defineEntity({
  name: 'Membership',
  tableName: 'memberships',
  properties: {
    accountId: p.string().primary(),
    team: p.manyToOne(Team).index(),
    ...memberOverrideProperties(),
    joinedAt: p.datetime(),
    /** Set when the manager closed the member's account: the row stays (their clients stay with the team). */
    closedAt: p.datetime().nullable(),
  },
});
export type Membership = InferEntity<typeof Membership>;
