import { emptyObjectSchema, noBodySchema, okSchema, pageQuerySchema } from '../common.js';
import { defineRoute, type Access } from '../route.js';
import { knownNetworkListSchema, knownNetworkParamsSchema } from './known-networks.js';
import { KNOWN_NETWORK_DAYS } from './sign-in-plain.js';

/**
 * One account's recognised networks, under the clinician's and the manager's own profile paths
 * (api-conventions.md: `/api/clinician`, `/api/manager/profile`). Each answers the caller's rows
 * only; a call made with an API key is refused.
 */
function networkRoutes<const A extends Access, const B extends string, const T extends string>(access: A, base: B, tag: T) {
  return {
    list: defineRoute({
      method: 'GET',
      path: `${base}/security/networks`,
      subject: `auth.knownNetworks.${access}.list`,
      access,
      tag,
      summary: `The networks this account finished signing in from in the last ${KNOWN_NETWORK_DAYS} days (no code asked there under the team rule), the newest first; \`current\` marks the caller's`,
      params: emptyObjectSchema,
      query: pageQuerySchema,
      body: noBodySchema,
      response: knownNetworkListSchema,
    }),
    forget: defineRoute({
      method: 'DELETE',
      path: `${base}/security/networks/:id`,
      subject: `auth.knownNetworks.${access}.forget`,
      access,
      tag,
      summary: 'Forget one recognised network: the next sign-in from it asks for the e-mailed code when secondary authentication applies',
      params: knownNetworkParamsSchema,
      query: emptyObjectSchema,
      body: noBodySchema,
      response: okSchema,
    }),
    forgetAll: defineRoute({
      method: 'DELETE',
      path: `${base}/security/networks`,
      subject: `auth.knownNetworks.${access}.forgetAll`,
      access,
      tag,
      summary: 'Forget every recognised network of this account',
      params: emptyObjectSchema,
      query: emptyObjectSchema,
      body: noBodySchema,
      response: okSchema,
    }),
  };
}

export const clinicianNetworkRoutes = networkRoutes('clinician', '/clinician', 'clinician');
export const managerNetworkRoutes = networkRoutes('manager', '/manager/profile', 'manager');
