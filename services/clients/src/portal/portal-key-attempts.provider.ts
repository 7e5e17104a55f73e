import { Module, type Provider } from '@nestjs/common';
import { SecretAttemptLimiter, type SecretAttemptLimits } from '@openset/server-kit';

/**
 * Limits of wrong portal keys (decision 017, which replaces 008's lock of the client from
 * anywhere). The username is a random code the clinician reads out, not the client's name, so a
 * stranger must guess it as well as the four digits. Ten wrong keys lock that username from that
 * address for a 6-hour window, and only there: a stranger cannot lock the client out of their own
 * phone; the clinician sees the lock and can lift it (or give a new key). From anywhere, wrong
 * keys for one client are slowed after five (250 ms each, at most 2 s). Per address over all
 * clients: 20 (LOGIN_IP_MAX_FAILURES in test stacks).
 */
export const PORTAL_KEY_LIMITS: SecretAttemptLimits = {
  windowSeconds: 6 * 60 * 60,
  perAccountAndAddress: 10,
  perAddress: Number(process.env.LOGIN_IP_MAX_FAILURES) || 20,
  accountSlowAfter: 5,
  accountDelayStepMs: 250,
  accountDelayMaxMs: 2_000,
};

export const portalKeyAttemptsProvider: Provider = {
  provide: SecretAttemptLimiter,
  useFactory: () => SecretAttemptLimiter.forSchema('clients', PORTAL_KEY_LIMITS),
};

/** The one limiter of portal keys: the portal checks keys through it, a key reset clears its lock. */
@Module({ providers: [portalKeyAttemptsProvider], exports: [SecretAttemptLimiter] })
export class PortalKeyAttemptsModule {}
