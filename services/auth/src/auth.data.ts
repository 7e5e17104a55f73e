import { OutboxEvent, type ServiceDataDefinition } from '@openset/server-kit';
import { AccountSchema } from './accounts/account.entity.js';
import { PasswordResetSchema } from './password-reset/password-reset.entity.js';
import { PortalSessionSchema } from './portal-sessions/portal-session.entity.js';
import { SessionSchema } from './sessions/session.entity.js';
import { SignUpSchema } from './signup/signup.entity.js';
import { SecondaryChallengeSchema } from './secondary-auth/secondary-challenge.entity.js';
import { ApiKeySchema } from './api-keys/api-key.entity.js';
import { SignInLinkSchema } from './sign-in-links/sign-in-link.entity.js';
import { IntegrationSchema } from './integrations/integration.entity.js';
import { Migration20261122000000Init } from './migrations/Migration20261122000000Init.js';
import { Migration20261201000000SecretAttempts } from './migrations/Migration20261201000000SecretAttempts.js';
import { Migration20261202210000HeaderFooterChosen } from './migrations/Migration20261202210000HeaderFooterChosen.js';
import { Migration20261205000000PortalSessions } from './migrations/Migration20261205000000PortalSessions.js';
import { Migration20261202700000PasswordResets } from './migrations/Migration20261202700000PasswordResets.js';
import { Migration20261203600000SignInSafety } from './migrations/Migration20261203600000SignInSafety.js';
import { Migration20261203700000AccountLifecycle } from './migrations/Migration20261203700000AccountLifecycle.js';
import { Migration20261203910000SignInLinks } from './migrations/Migration20261203910000SignInLinks.js';
import { Migration20261206100000KnownNetworkIds } from './migrations/Migration20261206100000KnownNetworkIds.js';
import { Migration20261206300000Integrations } from './migrations/Migration20261206300000Integrations.js';
import { Migration20261206200000Referrals } from './migrations/Migration20261206200000Referrals.js';

export const authData: ServiceDataDefinition = {
  schema: 'auth',
  entities: [AccountSchema, SessionSchema, PortalSessionSchema, PasswordResetSchema, SecondaryChallengeSchema, ApiKeySchema, SignUpSchema, SignInLinkSchema, IntegrationSchema, OutboxEvent],
  migrations: [Migration20261122000000Init, Migration20261201000000SecretAttempts, Migration20261202210000HeaderFooterChosen, Migration20261205000000PortalSessions, Migration20261202700000PasswordResets, Migration20261203600000SignInSafety, Migration20261203700000AccountLifecycle, Migration20261203910000SignInLinks, Migration20261206100000KnownNetworkIds, Migration20261206200000Referrals, Migration20261206300000Integrations],
};
