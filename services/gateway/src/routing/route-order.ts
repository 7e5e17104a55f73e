import type { RouteDef } from '@openset/contracts';

/**
 * Express matches routes in registration order; a static segment must win over a parameter at
 * the same place (`/clients/outcomes` before `/clients/:id`), whatever order the tables list them.
 */
export function compareRoutes(a: RouteDef, b: RouteDef): number {
  const as = a.path.split('/');
  const bs = b.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aParam = as[i]!.startsWith(':');
    const bParam = bs[i]!.startsWith(':');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return bs.length - as.length;
}
