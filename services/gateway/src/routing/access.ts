import type { Access, Principal } from '@openset/contracts';
import { forbidden, unauthenticated } from '@openset/server-kit/transport';

/**
 * Role gate of a route; services still check ownership and team permissions themselves. A portal
 * client's session (role `client`) passes only `portal` routes (and public ones), an account's
 * session never passes a `portal` route: the two kinds of session stay apart.
 */
export function checkAccess(access: Access, principal: Principal | null): void {
  switch (access) {
    case 'public':
      return;
    case 'session':
      if (!principal) throw unauthenticated();
      if (principal.role === 'client') throw forbidden('Not for portal sessions');
      return;
    case 'clinician':
    case 'manager':
    case 'admin':
    case 'portal': {
      if (!principal) throw unauthenticated();
      const role = access === 'portal' ? 'client' : access;
      if (principal.role !== role) throw forbidden(`Only for ${role} sessions`);
      return;
    }
    default: {
      const exhaustive: never = access;
      throw new Error(`unknown access ${String(exhaustive)}`);
    }
  }
}
