import type {
  authRoutes,
  BootstrapResponse,
  ClinicianProfile,
  LoginRequest,
  LoginResponse,
  ManagerProfile,
  RouteResponse,
} from '@openset/contracts';
import { api } from './api';

type PingResponse = RouteResponse<typeof authRoutes.ping>;
type LogoutResponse = RouteResponse<typeof authRoutes.logout>;

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
  }),
});

export const {
  useBootstrapQuery,
  useLoginMutation,
  useLogoutMutation,
  usePingMutation,
  useClinicianProfileQuery,
  useManagerProfileQuery,
} = authApi;
