import { authRoutes, type ApiKeyCreate } from '@openset/contracts';
import { api, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

const LIST = { type: 'ApiKeys', id: 'LIST' } as const;

// The screen says what went wrong itself.
const silent: ApiExtraOptions = { silent: true };

/** The clinician's API keys (/api/clinician/apiKeys): a page of the largest size holds them. */
export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKeys'] }).injectEndpoints({
  endpoints: (build) => ({
    apiKeys: routeQuery(build, authRoutes.apiKeysList, { call: () => ({ query: { limit: 100 } }), providesTags: [LIST] }),
    createApiKey: routeMutation(build, authRoutes.apiKeyCreate, {
      call: (body: ApiKeyCreate) => ({ body }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    revokeApiKey: routeMutation(build, authRoutes.apiKeyRevoke, {
      call: (id: string) => ({ params: { id } }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
