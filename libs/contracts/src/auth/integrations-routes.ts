import { emptyObjectSchema, noBodySchema, okSchema, pageQuerySchema } from '../common.js';
import { defineRoute } from '../route.js';
import { integrationListSchema, integrationParamsSchema, integrationRemoveQuerySchema, integrationSchema } from './integrations.js';

/** Settings > Integrations (spec sections 2, 4 and 5), answered by the auth service, which keeps the profile's emr fields. */
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
  integrationRestart: defineRoute({
    method: 'PUT',
    path: '/clinician/integrations/:id/restart',
    subject: 'auth.integrations.restart',
    access: 'clinician',
    tag: 'clinician',
    summary: 'Restart a paused integration; an enabled one is ERROPERATION',
    params: integrationParamsSchema,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: integrationSchema,
  }),
  integrationRemove: defineRoute({
    method: 'DELETE',
    path: '/clinician/integrations/:id',
    subject: 'auth.integrations.remove',
    access: 'clinician',
    tag: 'clinician',
    summary: 'Remove an integration; the query must say confirm=REMOVE',
    params: integrationParamsSchema,
    query: integrationRemoveQuerySchema,
    body: noBodySchema,
    response: okSchema,
  }),
};
