import type { ServiceDataDefinition } from '@openset/server-kit';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';

export const setsData: ServiceDataDefinition = {
  schema: 'sets',
  entities: [],
  migrations: [Migration20261122000000Init],
};
