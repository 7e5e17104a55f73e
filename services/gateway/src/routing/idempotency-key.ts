import { IDEMPOTENCY_HEADER, idempotencyHeaderSchema, type Principal, type RouteDef } from '@openset/contracts';
import { parseOrThrow } from '@openset/server-kit/transport';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';

/**
 * The Idempotency-Key of a write by a signed-in account: the caller's, checked against the
 * contract, or else one the gateway makes for this request. Either way the gateway may send the
 * write again when a service copy dies with it in hand (RpcClient), and the service applies it
 * once and answers the repeat with the first answer: an API client that sends no key never sees
 * a retried DELETE answer ERRNOTFOUND, or a create that may have happened answer ERRUNAVAILABLE.
 * Reads need none, and a stranger's writes (sign-in, reset) are not kept: the key is scoped to
 * an account. A sign-in is never keyed, even by someone already signed in: its handler keeps the
 * failures it counts outside any transaction, so it ignores keys, and a key would only make the
 * gateway send it again after a timeout (two sessions, a failure counted twice).
 */
export function idempotencyKeyOf(route: RouteDef, req: Request, principal: Principal | null): string | undefined {
  if (route.method === 'GET' || !principal || route.session === 'create') return undefined;
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return randomUUID();
  return parseOrThrow(idempotencyHeaderSchema, { [IDEMPOTENCY_HEADER]: key })[IDEMPOTENCY_HEADER];
}
