import { authRoutes } from './auth/routes.js';
import { exerciseRoutes, resourceRoutes } from './exercises/routes.js';
import type { RouteDef } from './route.js';

/**
 * Every HTTP route the gateway serves by forwarding to a service. Domains add their route
 * tables here; the gateway registers them and generates OpenAPI from them.
 */
export const apiRoutes: Record<string, Record<string, RouteDef>> = {
  auth: authRoutes,
  exercises: exerciseRoutes,
  resources: resourceRoutes,
};

export function allRoutes(): RouteDef[] {
  return Object.values(apiRoutes).flatMap((group) => Object.values(group));
}
