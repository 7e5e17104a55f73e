import {
  managerActivityRoutes,
  managerInvitationRoutes,
  managerStaffRoutes,
  managerSubscriptionRoutes,
  managerTeamRoutes,
  type ActivityListQuery,
  type ChangeTeamInput,
  type CreateInvitationInput,
  type CreateManagerTeam,
  type StaffListQuery,
  type StaffPermissionsUpdate,
  type UpdateManagerTeam,
} from '@openset/contracts';
import { api, routeMutation, routeQuery, routeUrl, type ApiExtraOptions, type UploadCall } from '@openset/web-kit';

// The screens say what went wrong themselves (a list's error panel, useRunAction's flash).
const silent: ApiExtraOptions = { silent: true };

const TEAMS = { type: 'ManagerTeams', id: 'LIST' } as const;
const STAFF = { type: 'ManagerStaff', id: 'LIST' } as const;
const INVITATIONS = { type: 'ManagerInvitations', id: 'LIST' } as const;
const SUBSCRIPTION = { type: 'ManagerSubscription', id: 'ONE' } as const;
const staffTag = (id: string) => ({ type: 'ManagerStaff' as const, id });

/** A manager has a handful of teams: one page of the largest size holds them all. */
export const ALL_TEAMS = { limit: 100 } as const;

/**
 * Calls of /api/manager/* (spec section 7, Manager teams and profile; staff, invitations and the
 * activity log), added to the shell's one API slice: the one place the manager screens reach the
 * services. Seats and invitations left change with every invitation, revocation and closing.
 */
export const managerApi = api
  .enhanceEndpoints({ addTagTypes: ['ManagerTeams', 'ManagerStaff', 'ManagerInvitations', 'ManagerSubscription', 'ManagerActivity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      teams: routeQuery(build, managerTeamRoutes.list, { call: () => ({ query: ALL_TEAMS }), extraOptions: silent, providesTags: [TEAMS] }),
      createTeam: routeMutation(build, managerTeamRoutes.create, {
        call: (body: CreateManagerTeam) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [TEAMS],
      }),
      /** The whole team; a flag's change also changes what its members may do (the staff list shows it). */
      updateTeam: routeMutation(build, managerTeamRoutes.update, {
        call: ({ id, body }: { id: string; body: UpdateManagerTeam }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: [TEAMS, STAFF],
      }),
      uploadTeamLogo: routeMutation(build, managerTeamRoutes.uploadLogo, {
        call: ({ id, file, onProgress }: UploadCall & { id: string }) => ({ params: { id }, file, ...(onProgress ? { onProgress } : {}) }),
        extraOptions: silent,
        invalidatesTags: [TEAMS],
      }),
      deleteTeamLogo: routeMutation(build, managerTeamRoutes.deleteLogo, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: [TEAMS],
      }),
      subscription: routeQuery(build, managerSubscriptionRoutes.subscription, { extraOptions: silent, providesTags: [SUBSCRIPTION] }),
      staff: routeQuery(build, managerStaffRoutes.list, {
        call: (query: Partial<StaffListQuery>) => ({ query }),
        extraOptions: silent,
        providesTags: [STAFF],
      }),
      staffMember: routeQuery(build, managerStaffRoutes.get, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [staffTag(id)],
      }),
      setStaffPermissions: routeMutation(build, managerStaffRoutes.permissions, {
        call: ({ id, body }: { id: string; body: StaffPermissionsUpdate }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [STAFF, staffTag(id)],
      }),
      changeTeam: routeMutation(build, managerStaffRoutes.changeTeam, {
        call: ({ id, body }: { id: string; body: ChangeTeamInput }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [STAFF, TEAMS, staffTag(id)],
      }),
      closeStaff: routeMutation(build, managerStaffRoutes.close, {
        call: (id: string) => ({ params: { id }, body: {} }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, id) => [STAFF, TEAMS, SUBSCRIPTION, staffTag(id)],
      }),
      invitations: routeQuery(build, managerInvitationRoutes.list, {
        call: () => ({ query: { status: 'pending' as const, limit: 100 } }),
        extraOptions: silent,
        providesTags: [INVITATIONS],
      }),
      invite: routeMutation(build, managerInvitationRoutes.create, {
        call: (body: CreateInvitationInput) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [INVITATIONS, SUBSCRIPTION],
      }),
      resendInvitation: routeMutation(build, managerInvitationRoutes.resend, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: [INVITATIONS],
      }),
      revokeInvitation: routeMutation(build, managerInvitationRoutes.revoke, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: [INVITATIONS, SUBSCRIPTION],
      }),
      activity: routeQuery(build, managerActivityRoutes.list, {
        call: (query: Partial<ActivityListQuery>) => ({ query }),
        extraOptions: silent,
        providesTags: [{ type: 'ManagerActivity', id: 'LIST' }],
      }),
    }),
  });

export const {
  useTeamsQuery,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  useUploadTeamLogoMutation,
  useDeleteTeamLogoMutation,
  useSubscriptionQuery,
  useStaffQuery,
  useStaffMemberQuery,
  useLazyStaffMemberQuery,
  useSetStaffPermissionsMutation,
  useChangeTeamMutation,
  useCloseStaffMutation,
  useInvitationsQuery,
  useInviteMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useActivityQuery,
} = managerApi;

/** A team's logo, as the browser fetches it for `<img src>`. */
export const teamLogoUrl = (id: string) => routeUrl(managerTeamRoutes.logo, { params: { id } });

/** The CSV of the log under these filters, as a download link (the gateway streams it). */
export const activityCsvUrl = (filter: Partial<ActivityListQuery>) => {
  const { skip: _skip, limit: _limit, ...query } = filter;
  return routeUrl(managerActivityRoutes.csv, { query });
};
