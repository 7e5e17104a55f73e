import { OutboxEvent, type ServiceDataDefinition } from '@openset/server-kit';
import { ClientOutcomeSchema } from './client-outcomes/client-outcome.entity.js';
import { ResultSchema } from './client-outcomes/result.entity.js';
import { CustomDefinitionSchema, DefinitionVersionSchema } from './custom/custom-definition.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261203100000Outcomes } from './migrations/Migration20261203100000Outcomes.js';
import { InvitationSchema } from './schedules/invitation.entity.js';

export const outcomesData: ServiceDataDefinition = {
  schema: 'outcomes',
  entities: [CustomDefinitionSchema, DefinitionVersionSchema, ClientOutcomeSchema, InvitationSchema, ResultSchema, OutboxEvent],
  migrations: [Migration20261122000000Init, Migration20261203100000Outcomes],
};
