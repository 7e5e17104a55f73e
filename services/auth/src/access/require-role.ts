import type { Principal, Role } from '@openset/contracts';
import { forbidden, unauthenticated } from '@openset/server-kit';

/** The first line of every handler that needs a signed-in account (the gateway checks too). */
export function requireSession(principal: Principal | null | undefined): Principal {
  if (!principal) {
    throw unauthenticated();
  }
  return principal;
}

/** A signed-in account of one role; any other role is ERRPERMISSION. */
export function requireRole(principal: Principal | null | undefined, role: Role): Principal {
  const signedIn = requireSession(principal);
  if (signedIn.role !== role) {
    throw forbidden('Not allowed for this account type');
  }
  return signedIn;
}
