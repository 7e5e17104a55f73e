import type { ServiceDataDefinition } from '@openset/server-kit';
import { AccountSchema } from './accounts/account.entity.js';
import { SessionSchema } from './sessions/session.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261201000000SecretAttempts } from './migrations/Migration20261201000000SecretAttempts.js';

export const authData: ServiceDataDefinition = {
  schema: 'auth',
  entities: [AccountSchema, SessionSchema],
  migrations: [Migration20261122000000Init, Migration20261201000000SecretAttempts],
};
