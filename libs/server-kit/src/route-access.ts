import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Access, Principal } from '@openset/contracts';
import { forbidden, unauthenticated } from './domain-error.js';

/** Metadata key: the access rule of the route a handler answers (set by `Handle`). */
const ROUTE_ACCESS = 'openset:routeAccess';

/** Marks a handler with its route's access rule, for RouteAccessGuard. */
export const routeAccess = (access: Access) => SetMetadata(ROUTE_ACCESS, access);

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

/**
 * The same role gate in every service, before the handler runs: the gateway checks it too, but a
 * service answers whoever reaches its subjects, and a handler reading its body before it looked
 * at the caller would fail on a call without one. Internal subjects have no rule: their handlers
 * check what they are given.
 */
@Injectable()
export class RouteAccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = this.reflector.get<Access | undefined>(ROUTE_ACCESS, context.getHandler());
    if (access === undefined || context.getType() !== 'rpc') return true;
    const data: unknown = context.switchToRpc().getData();
    const principal = typeof data === 'object' && data !== null && 'principal' in data ? (data.principal as Principal | null) : null;
    checkAccess(access, principal ?? null);
    return true;
  }
}
