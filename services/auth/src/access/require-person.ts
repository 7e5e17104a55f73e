import { API_KEY_SESSION_PREFIX, type Principal } from '@openset/contracts';
import { forbidden } from '@openset/server-kit';

/**
 * A person at a browser, not an integration with an API key: a leaked key must not be a way to
 * keep access once revoked (making keys) nor to weaken sign-in (forgetting networks).
 */
export function requirePerson(principal: Principal): Principal {
  if (principal.sessionId.startsWith(API_KEY_SESSION_PREFIX)) throw forbidden('Not with an API key');
  return principal;
}
