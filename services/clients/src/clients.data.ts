import { OutboxEvent, type ServiceDataDefinition } from '@openset/server-kit';
import { ClientSchema } from './clients/client.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261205000000Clients } from './migrations/Migration20261205000000Clients.js';
import { Migration20261206000000ClientCounts } from './migrations/Migration20261206000000ClientCounts.js';
import { Migration20261207000000DiaryEntryKeys } from './migrations/Migration20261207000000DiaryEntryKeys.js';
import { Migration20261208000000ClientTimeZone } from './migrations/Migration20261208000000ClientTimeZone.js';
import { Migration20261209000000AccentedNames } from './migrations/Migration20261209000000AccentedNames.js';
import { Migration20261210000000FeedbackReplies } from './migrations/Migration20261210000000FeedbackReplies.js';
import { Migration20261211000000ClientSearchVersions } from './migrations/Migration20261211000000ClientSearchVersions.js';
import { Migration20261212000000DropClientSearchVersions } from './migrations/Migration20261212000000DropClientSearchVersions.js';
import { DiaryEntrySchema } from './tracking/diary-entry.entity.js';
import { FeedbackSchema } from './tracking/feedback.entity.js';

export const clientsData: ServiceDataDefinition = {
  schema: 'clients',
  // Adherence has no entity: marking a day is one idempotent upsert or delete (tracking/adherence.repository.ts).
  entities: [ClientSchema, FeedbackSchema, DiaryEntrySchema, OutboxEvent],
  migrations: [Migration20261122000000Init, Migration20261205000000Clients, Migration20261206000000ClientCounts, Migration20261207000000DiaryEntryKeys, Migration20261208000000ClientTimeZone, Migration20261209000000AccentedNames, Migration20261210000000FeedbackReplies, Migration20261211000000ClientSearchVersions, Migration20261212000000DropClientSearchVersions],
};
