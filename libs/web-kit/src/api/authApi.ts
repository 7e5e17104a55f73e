import type {
  authRoutes,
  BootstrapResponse,
  ClinicianProfile,
  ClinicianProfileUpdate,
  LoginRequest,
  LoginResponse,
  ManagerProfile,
  ManagerProfileUpdate,
  RouteResponse,
} from '@openset/contracts';
import { api, LOCALISED_TAGS } from './api';

type PingResponse = RouteResponse<typeof authRoutes.ping>;
type LogoutResponse = RouteResponse<typeof authRoutes.logout>;

/** After a profile save: the profile again, and everything localised when the language changed. */
function savedProfileTags(failed: unknown, update: { lang?: unknown }) {
  if (failed) return [];
  return update.lang === undefined ? (['Profile'] as const) : (['Profile', ...LOCALISED_TAGS] as const);
}

/** The auth calls of spec section 7 that the shell and every remote may need. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    bootstrap: build.query<BootstrapResponse, void>({
      query: () => '/bootstrap',
      extraOptions: { silent: true },
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
      extraOptions: { silent: true },
    }),
    ping: build.mutation<PingResponse, void>({
      query: () => '/ping',
      extraOptions: { silent: true },
    }),
    clinicianProfile: build.query<ClinicianProfile, void>({
      query: () => '/clinician',
      providesTags: ['Profile'],
      extraOptions: { silent: true },
    }),
    managerProfile: build.query<ManagerProfile, void>({
      query: () => '/manager/profile',
      providesTags: ['Profile'],
      extraOptions: { silent: true },
    }),
    updateClinicianProfile: build.mutation<ClinicianProfile, ClinicianProfileUpdate>({
      query: (body) => ({ url: '/clinician', method: 'PUT', body }),
      invalidatesTags: (_result, error, update) => [...savedProfileTags(error, update)],
    }),
    updateManagerProfile: build.mutation<ManagerProfile, ManagerProfileUpdate>({
      query: (body) => ({ url: '/manager/profile', method: 'PUT', body }),
      invalidatesTags: (_result, error, update) => [...savedProfileTags(error, update)],
    }),
  }),
});

export const {
  useBootstrapQuery,
  useLoginMutation,
  useLogoutMutation,
  usePingMutation,
  useClinicianProfileQuery,
  useManagerProfileQuery,
  useUpdateClinicianProfileMutation,
  useUpdateManagerProfileMutation,
} = authApi;
