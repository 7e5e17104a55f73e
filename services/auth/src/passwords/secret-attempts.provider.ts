import type { Provider } from '@nestjs/common';
import { DEFAULT_SECRET_ATTEMPT_LIMITS, SecretAttemptLimiter } from '@openset/server-kit';
import { authConfig } from '../auth.config.js';

/** The one limiter of every secret auth checks (login password, current password; later reset tokens and codes). */
export const secretAttemptsProvider: Provider = {
  provide: SecretAttemptLimiter,
  useFactory: () => SecretAttemptLimiter.forSchema('auth', { ...DEFAULT_SECRET_ATTEMPT_LIMITS, perAddress: authConfig.addressMaxFailures }),
};
