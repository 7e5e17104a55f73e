import { OutboxEvent, type ServiceDataDefinition } from '@openset/server-kit';
import { DeliverySchema } from './delivery/delivery.entity.js';
import { SetFolderSchema } from './folders/set-folder.entity.js';
import { HeaderFooterSchema } from './header-footers/header-footer.entity.js';
import { HistoryPointSchema } from './history/history-point.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261123100000Sets } from './migrations/Migration20261123100000Sets.js';
import { Migration20261124000000EnabledAt } from './migrations/Migration20261124000000EnabledAt.js';
import { Migration20261124100000PortalPeriods } from './migrations/Migration20261124100000PortalPeriods.js';
import { Migration20261202300000Deliveries } from './migrations/Migration20261202300000Deliveries.js';
import { Migration20261202200000HeaderFooters } from './migrations/Migration20261202200000HeaderFooters.js';
import { Migration20261203400000ParameterKeys } from './migrations/Migration20261203400000ParameterKeys.js';
import { PresetSchema } from './presets/preset.entity.js';
import { PortalPeriodSchema } from './sets/portal-period.entity.js';
import { SetSchema } from './sets/set.entity.js';

export const setsData: ServiceDataDefinition = {
  schema: 'sets',
  // Drafts have no entity: their one write is an upsert that keeps the higher revision
  // (drafts/drafts.repository.ts, docs/decisions/009-drafts-one-upsert.md).
  entities: [SetFolderSchema, SetSchema, HistoryPointSchema, PortalPeriodSchema, PresetSchema, DeliverySchema, HeaderFooterSchema, OutboxEvent],
  migrations: [Migration20261122000000Init, Migration20261123100000Sets, Migration20261124000000EnabledAt, Migration20261124100000PortalPeriods, Migration20261202200000HeaderFooters, Migration20261202300000Deliveries, Migration20261203400000ParameterKeys],
};
