import { clinicianNetworkRoutes, managerNetworkRoutes } from '@openset/contracts';
import { api } from '../api/api';
import type { ApiExtraOptions } from '../api/baseQuery';
import { routeEveryPageQuery, routeMutation } from '../api/routeEndpoint';

/** Whose recognised networks: the clinician's own or the manager's own (their profile paths). */
export type NetworksMode = 'clinician' | 'manager';

const LIST = { type: 'KnownNetworks', id: 'LIST' } as const;

// The screen says what went wrong itself (useRunAction).
const silent: ApiExtraOptions = { silent: true };

/**
 * The signed-in account's recognised networks (Settings > Security of both modes). The list is
 * short (the networks of two weeks), so it is read whole.
 */
export const knownNetworksApi = api.enhanceEndpoints({ addTagTypes: ['KnownNetworks'] }).injectEndpoints({
  endpoints: (build) => ({
    clinicianNetworks: routeEveryPageQuery(build, clinicianNetworkRoutes.list, { providesTags: [LIST], extraOptions: silent }),
    forgetClinicianNetwork: routeMutation(build, clinicianNetworkRoutes.forget, { call: (id: string) => ({ params: { id } }), extraOptions: silent, invalidatesTags: [LIST] }),
    forgetClinicianNetworks: routeMutation(build, clinicianNetworkRoutes.forgetAll, { extraOptions: silent, invalidatesTags: [LIST] }),
    managerNetworks: routeEveryPageQuery(build, managerNetworkRoutes.list, { providesTags: [LIST], extraOptions: silent }),
    forgetManagerNetwork: routeMutation(build, managerNetworkRoutes.forget, { call: (id: string) => ({ params: { id } }), extraOptions: silent, invalidatesTags: [LIST] }),
    forgetManagerNetworks: routeMutation(build, managerNetworkRoutes.forgetAll, { extraOptions: silent, invalidatesTags: [LIST] }),
  }),
});

/** The hooks of one mode; a screen's mode never changes while it is shown. */
export const NETWORK_HOOKS = {
  clinician: {
    useList: knownNetworksApi.useClinicianNetworksQuery,
    useForget: knownNetworksApi.useForgetClinicianNetworkMutation,
    useForgetAll: knownNetworksApi.useForgetClinicianNetworksMutation,
  },
  manager: {
    useList: knownNetworksApi.useManagerNetworksQuery,
    useForget: knownNetworksApi.useForgetManagerNetworkMutation,
    useForgetAll: knownNetworksApi.useForgetManagerNetworksMutation,
  },
} as const;
