import type { ServiceDataDefinition } from '@openset/server-kit';
import { FolderSchema } from './folders/folder.entity.js';
import { Migration20261122010000Init } from './migrations/Migration20261122010000Init.js';
import { Migration20261122020000TypoThreshold } from './migrations/Migration20261122020000TypoThreshold.js';
import { Migration20261122030000StockOrder } from './migrations/Migration20261122030000StockOrder.js';
import { Migration20261122040000SearchWords } from './migrations/Migration20261122040000SearchWords.js';
import { Migration20261122050000SearchStorage } from './migrations/Migration20261122050000SearchStorage.js';
import { Migration20261122060000SearchTable } from './migrations/Migration20261122060000SearchTable.js';
import { Migration20261122070000StockGeneration } from './migrations/Migration20261122070000StockGeneration.js';
import { Migration20261122080000CustomSearchRows } from './migrations/Migration20261122080000CustomSearchRows.js';
import { Migration20261123010000SearchInMemory } from './migrations/Migration20261123010000SearchInMemory.js';
import { Migration20261123020000Movements } from './migrations/Migration20261123020000Movements.js';
import { Migration20261202010000ResourceUses } from './migrations/Migration20261202010000ResourceUses.js';
import { Migration20261202020000SearchInPostgres } from './migrations/Migration20261202020000SearchInPostgres.js';
import { Migration20261202100000Education } from './migrations/Migration20261202100000Education.js';
import { Migration20261202600000CategoryParent } from './migrations/Migration20261202600000CategoryParent.js';
import { Migration20261203300000RetiredStock } from './migrations/Migration20261203300000RetiredStock.js';

export const exercisesData: ServiceDataDefinition = {
  schema: 'exercises',
  // Folders are the one table written through an entity; the other tables are read and written
  // with plain SQL (docs/architecture.md, "Data and events"), so they have no entity to drift from it.
  entities: [FolderSchema],
  migrations: [Migration20261122010000Init, Migration20261122020000TypoThreshold, Migration20261122030000StockOrder, Migration20261122040000SearchWords, Migration20261122050000SearchStorage, Migration20261122060000SearchTable, Migration20261122070000StockGeneration, Migration20261122080000CustomSearchRows, Migration20261123010000SearchInMemory, Migration20261123020000Movements, Migration20261202010000ResourceUses, Migration20261202020000SearchInPostgres, Migration20261202100000Education, Migration20261202600000CategoryParent, Migration20261203300000RetiredStock],
};
