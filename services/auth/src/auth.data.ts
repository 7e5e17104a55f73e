import type { ServiceDataDefinition } from '@openset/server-kit';
import { AccountSchema } from './accounts/account.entity.js';
import { LoginAttemptSchema } from './login/login-attempt.entity.js';
import { SessionSchema } from './sessions/session.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';

export const authData: ServiceDataDefinition = {
  schema: 'auth',
  entities: [AccountSchema, SessionSchema, LoginAttemptSchema],
  migrations: [Migration20261122000000Init],
};
