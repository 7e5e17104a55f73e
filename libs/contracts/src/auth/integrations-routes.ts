import { emptyObjectSchema, noBodySchema, okSchema, pageQuerySchema } from '../common.js';
import { defineRoute } from '../route.js';
import { integrationConnectBodySchema, integrationListSchema, integrationRemoveQuerySchema, integrationSchema, integrationTypeParamsSchema } from './integrations.js';

/**
 * Settings > Integrations (spec sections 2, 4, 5 and 7), answered by the auth service, which keeps
 * the profile's emr fields. An account has at most one live integration, so the spec's
 * `/clinician/emr` calls name none: restart it, remove it, or integrate a provider by its type.
 */
export const integrationRoutes = {
  integrationsList: defineRoute({
    method: 'GET',
    path: '/clinician/integrations',
    subject: 'auth.integrations.list',
    access: 'clinician',
    tag: 'clinician',
    summary: "The clinician's integrations (enabled or paused, with why), and the providers that may be connected",
    params: emptyObjectSchema,
    query: pageQuerySchema,
    body: noBodySchema,
    response: integrationListSchema,
  }),
  integrationConnect: defineRoute({
    method: 'PUT',
    path: '/clinician/emr/:type',
    subject: 'auth.integrations.connect',
    access: 'clinician',
    tag: 'clinician',
    summary: 'Integrate a provider by its type, with its key where it needs one; an unknown type is ERRNOTFOUND, a second live one ERROPERATION',
    params: integrationTypeParamsSchema,
    query: emptyObjectSchema,
    body: integrationConnectBodySchema,
    response: integrationSchema,
  }),
  integrationRestart: defineRoute({
    method: 'PUT',
    path: '/clinician/emr',
    subject: 'auth.integrations.restart',
    access: 'clinician',
    tag: 'clinician',
    summary: "Restart the account's paused integration; an enabled one is ERROPERATION, none ERRNOTFOUND",
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: integrationSchema,
  }),
  integrationRemove: defineRoute({
    method: 'DELETE',
    path: '/clinician/emr',
    subject: 'auth.integrations.remove',
    access: 'clinician',
    tag: 'clinician',
    summary: "Remove the account's integration; the query must say confirm=REMOVE (what the person typed)",
    params: emptyObjectSchema,
    query: integrationRemoveQuerySchema,
    body: noBodySchema,
    response: okSchema,
  }),
};
