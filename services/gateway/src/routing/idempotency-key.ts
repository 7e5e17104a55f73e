import { IDEMPOTENCY_HEADER, idempotencyHeaderSchema, type Principal, type RouteDef } from '@openset/contracts';
import { parseOrThrow } from '@openset/server-kit/transport';
import type { Request } from 'express';

/**
 * The Idempotency-Key of a write by a signed-in account, checked against the contract. Reads need
 * none, and a stranger's writes (sign-in, reset) are not kept: the key is scoped to an account.
 * A sign-in is never keyed, even by someone already signed in: its handler keeps the failures
 * it counts outside any transaction, so it ignores keys, and a key would only make the gateway
 * send it again after a timeout (two sessions, a failure counted twice).
 */
export function idempotencyKeyOf(route: RouteDef, req: Request, principal: Principal | null): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined || route.method === 'GET' || !principal || route.session === 'create') return undefined;
  return parseOrThrow(idempotencyHeaderSchema, { [IDEMPOTENCY_HEADER]: key })[IDEMPOTENCY_HEADER];
}
