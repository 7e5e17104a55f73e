import type { ServiceDataDefinition } from '@openset/server-kit';
import { CategorySchema } from './categories/category.entity.js';
import { ElementSchema } from './elements/element.entity.js';
import { FavouriteSchema } from './elements/favourite.entity.js';
import { FolderSchema } from './folders/folder.entity.js';
import { Migration20261122010000Init } from './migrations/Migration20261122010000Init.js';
import { Migration20261122020000TypoThreshold } from './migrations/Migration20261122020000TypoThreshold.js';
import { Migration20261122030000StockOrder } from './migrations/Migration20261122030000StockOrder.js';
import { Migration20261122040000SearchWords } from './migrations/Migration20261122040000SearchWords.js';
import { Migration20261122050000SearchStorage } from './migrations/Migration20261122050000SearchStorage.js';
import { Migration20261122060000SearchTable } from './migrations/Migration20261122060000SearchTable.js';
import { Migration20261122070000StockGeneration } from './migrations/Migration20261122070000StockGeneration.js';
import { Migration20261122080000CustomSearchRows } from './migrations/Migration20261122080000CustomSearchRows.js';
import { ResourceSchema } from './resources/resource.entity.js';

export const exercisesData: ServiceDataDefinition = {
  schema: 'exercises',
  entities: [CategorySchema, FolderSchema, ElementSchema, FavouriteSchema, ResourceSchema],
  migrations: [Migration20261122010000Init, Migration20261122020000TypoThreshold, Migration20261122030000StockOrder, Migration20261122040000SearchWords, Migration20261122050000SearchStorage, Migration20261122060000SearchTable, Migration20261122070000StockGeneration, Migration20261122080000CustomSearchRows],
};
