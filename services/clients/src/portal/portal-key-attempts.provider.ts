import { Module, type Provider } from '@nestjs/common';
import { SecretAttemptLimiter, type SecretAttemptLimits } from '@openset/server-kit';

/**
 * Limits of wrong portal keys. A key is four digits (10,000 values), so unlike a password the
 * account itself is locked after 10 wrong keys from anywhere, for the rest of a 6-hour window:
 * at most 40 guesses a day per client, about 125 days for half the keys, while a stranger can
 * lock a client out for at most 6 hours (the clinician can give a new key at once). Per
 * (client, address): 5; per address: 20 (LOGIN_IP_MAX_FAILURES in test stacks).
 */
export const PORTAL_KEY_LIMITS: SecretAttemptLimits = {
  windowSeconds: 6 * 60 * 60,
  perAccountAndAddress: 5,
  perAddress: Number(process.env.LOGIN_IP_MAX_FAILURES) || 20,
  accountSlowAfter: 5,
  accountDelayStepMs: 250,
  accountDelayMaxMs: 2_000,
  accountLockAfter: 10,
};

export const portalKeyAttemptsProvider: Provider = {
  provide: SecretAttemptLimiter,
  useFactory: () => SecretAttemptLimiter.forSchema('clients', PORTAL_KEY_LIMITS),
};

/** The one limiter of portal keys: the portal checks keys through it, a key reset clears its lock. */
@Module({ providers: [portalKeyAttemptsProvider], exports: [SecretAttemptLimiter] })
export class PortalKeyAttemptsModule {}
