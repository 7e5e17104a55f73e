import type { ServiceDataDefinition } from '@openset/server-kit';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';

export const clientsData: ServiceDataDefinition = {
  schema: 'clients',
  entities: [],
  migrations: [Migration20261122000000Init],
};
