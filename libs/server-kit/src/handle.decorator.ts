import { applyDecorators, SetMetadata } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RouteDef } from '@openset/contracts';
import { prefixed } from './config.js';
import { routeAccess } from './route-access.js';

/** Metadata key: the handler runs in one database transaction (RequestContextInterceptor). */
export const IN_TRANSACTION = 'openset:inTransaction';

export interface HandleOptions {
  /**
   * Run the whole handler in one transaction: everything it writes is committed when it answers
   * and nothing when it throws. Default: on for every route that is not a GET, off for internal
   * subjects (say `true` for one that writes). Turn it off only for a handler that must keep a
   * write while refusing the call (a failed login recorded for the rate limit).
   */
  transaction?: boolean;
}

/**
 * Marks a method as the handler of a route (or of an internal subject). The subject gets the
 * deployment's NATS prefix; the service's queue group makes copies share the load.
 */
export function Handle(target: RouteDef | string, options: HandleOptions = {}): MethodDecorator {
  const subject = typeof target === 'string' ? target : target.subject;
  const transaction = options.transaction ?? (typeof target !== 'string' && target.method !== 'GET');
  const decorators = [MessagePattern(prefixed(subject)), SetMetadata(IN_TRANSACTION, transaction)];
  // A route's role rule is checked again in the service (RouteAccessGuard), before the handler.
  if (typeof target !== 'string') decorators.push(routeAccess(target.access));
  return applyDecorators(...decorators);
}
