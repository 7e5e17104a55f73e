import { IDEMPOTENCY_HEADER, idempotencyHeaderSchema, type Principal, type RouteDef } from '@openset/contracts';
import { parseOrThrow } from '@openset/server-kit/transport';
import type { Request } from 'express';

/**
 * The Idempotency-Key of a write by a signed-in account, checked against the contract. Reads need
 * none, and a stranger's writes (sign-in, reset) are not kept: the key is scoped to an account.
 */
export function idempotencyKeyOf(route: RouteDef, req: Request, principal: Principal | null): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined || route.method === 'GET' || !principal) return undefined;
  return parseOrThrow(idempotencyHeaderSchema, { [IDEMPOTENCY_HEADER]: key })[IDEMPOTENCY_HEADER];
}
