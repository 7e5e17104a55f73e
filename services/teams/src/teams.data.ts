import type { ServiceDataDefinition } from '@openset/server-kit';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Membership } from './teams/membership.entity.js';
import { Organisation } from './teams/organisation.entity.js';
import { Team } from './teams/team.entity.js';

export const teamsData: ServiceDataDefinition = {
  schema: 'teams',
  entities: [Organisation, Team, Membership],
  migrations: [Migration20261122000000Init],
};
