import { integrationRoutes, REMOVE_CONFIRMATION } from '@openset/contracts';
import { api, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

const LIST = { type: 'Integrations', id: 'LIST' } as const;

// The screen says what went wrong itself (through useRunAction's flash).
const silent: ApiExtraOptions = { silent: true };

/**
 * The clinician's integrations (listed at /api/clinician/integrations; the one live integration
 * restarted and removed through /api/clinician/emr): one page of the largest size holds
 * them (an account has at most one live). A change also refreshes the profile, whose emr and
 * emrEnabled follow it (the frame's integration flash reads them).
 */
export const integrationsApi = api.enhanceEndpoints({ addTagTypes: ['Integrations'] }).injectEndpoints({
  endpoints: (build) => ({
    integrations: routeQuery(build, integrationRoutes.integrationsList, { call: () => ({ query: { limit: 100 } }), providesTags: [LIST] }),
    restartIntegration: routeMutation(build, integrationRoutes.integrationRestart, {
      call: () => ({}),
      extraOptions: silent,
      invalidatesTags: [LIST, 'Profile'],
    }),
    removeIntegration: routeMutation(build, integrationRoutes.integrationRemove, {
      call: () => ({ query: { confirm: REMOVE_CONFIRMATION } as const }),
      extraOptions: silent,
      invalidatesTags: [LIST, 'Profile'],
    }),
  }),
});

export const { useIntegrationsQuery, useRestartIntegrationMutation, useRemoveIntegrationMutation } = integrationsApi;
