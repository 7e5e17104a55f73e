import type { ServiceDataDefinition } from '@openset/server-kit';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';

export const outcomesData: ServiceDataDefinition = {
  schema: 'outcomes',
  entities: [],
  migrations: [Migration20261122000000Init],
};
