import type { Access, Principal } from '@openset/contracts';
import { forbidden, unauthenticated } from '@openset/server-kit';

/** Role gate of a route; services still check ownership and team permissions themselves. */
export function checkAccess(access: Access, principal: Principal | null): void {
  switch (access) {
    case 'public':
      return;
    case 'session':
      if (!principal) throw unauthenticated();
      return;
    case 'clinician':
    case 'manager':
    case 'admin':
      if (!principal) throw unauthenticated();
      if (principal.role !== access) throw forbidden(`Only for ${access} accounts`);
      return;
    default: {
      const exhaustive: never = access;
      throw new Error(`unknown access ${String(exhaustive)}`);
    }
  }
}
