import { OutboxEvent, type ServiceDataDefinition } from '@openset/server-kit';
import { ActivityEntry } from './activity/activity-entry.entity.js';
import { Invitation } from './invitations/invitation.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261123000000Outbox } from './migrations/Migration20261123000000Outbox.js';
import { Migration20261203500000Manager } from './migrations/Migration20261203500000Manager.js';
import { Membership } from './teams/membership.entity.js';
import { Organisation } from './teams/organisation.entity.js';
import { TeamLogo } from './teams/team-logo.entity.js';
import { Team } from './teams/team.entity.js';

export const teamsData: ServiceDataDefinition = {
  schema: 'teams',
  entities: [Organisation, Team, Membership, Invitation, TeamLogo, ActivityEntry, OutboxEvent],
  migrations: [Migration20261122000000Init, Migration20261123000000Outbox, Migration20261203500000Manager],
};
