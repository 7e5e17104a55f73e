import { authRoutes, type ClinicianProfileUpdate, type ManagerProfileUpdate } from '@openset/contracts';
import { api, LOCALISED_TAG } from './api';
import { routeMutation, routeQuery } from './routeEndpoint';

/** After a profile save: the profile again, and everything localised when the language changed. */
function savedProfileTags(failed: unknown, update: { lang?: unknown }) {
  if (failed) return [];
  return update.lang === undefined ? (['Profile'] as const) : (['Profile', LOCALISED_TAG] as const);
}

// The shell shows these failures itself (login form, session timers): none goes to the flash.
const silent = { silent: true };

/**
 * The auth calls of spec section 7 that the shell and every remote may need once signed in. The
 * two calls of a signed-out page (bootstrap, login) go through `callRoute` with their addresses
 * (`authAddresses`): the sign-in start-up makes them before the store exists.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: routeMutation(build, authRoutes.logout, { call: () => ({ body: {} }), extraOptions: silent }),
    ping: routeMutation(build, authRoutes.ping, { extraOptions: silent }),
    clinicianProfile: routeQuery(build, authRoutes.clinicianGet, { providesTags: ['Profile'], extraOptions: silent }),
    managerProfile: routeQuery(build, authRoutes.managerGet, { providesTags: ['Profile'], extraOptions: silent }),
    updateClinicianProfile: routeMutation(build, authRoutes.clinicianUpdate, {
      call: (body: ClinicianProfileUpdate) => ({ body }),
      invalidatesTags: (_result, error, update) => [...savedProfileTags(error, update)],
    }),
    updateManagerProfile: routeMutation(build, authRoutes.managerUpdate, {
      call: (body: ManagerProfileUpdate) => ({ body }),
      invalidatesTags: (_result, error, update) => [...savedProfileTags(error, update)],
    }),
  }),
});

export const {
  useLogoutMutation,
  usePingMutation,
  useClinicianProfileQuery,
  useManagerProfileQuery,
  useUpdateClinicianProfileMutation,
  useUpdateManagerProfileMutation,
} = authApi;
