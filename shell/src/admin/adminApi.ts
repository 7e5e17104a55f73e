import { adminRoutes, type AccountType, type AdminAccountCreateInput, type AdminOrganisationCreateInput } from '@openset/contracts';
import { api, routeMutation, routeQuery, routeUrl, type ApiExtraOptions } from '@openset/web-kit';

/** Every write of the console changes the account list. */
const ACCOUNTS = { type: 'AdminAccounts', id: 'LIST' } as const;
const STUDENTS = { type: 'AdminStudents', id: 'LIST' } as const;
// The console's forms say what went wrong themselves.
const silent: ApiExtraOptions = { silent: true };

export interface AccountListArgs {
  search: string;
  type: AccountType | '';
  skip: number;
}

/** The operator's console calls (admin accounts only). */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminAccounts', 'AdminStudents'] }).injectEndpoints({
  endpoints: (build) => ({
    adminAccounts: routeQuery(build, adminRoutes.accounts, {
      call: ({ search, type, skip }: AccountListArgs) => ({ query: { search, skip, limit: 50, ...(type ? { type } : {}) } }),
      providesTags: [ACCOUNTS],
    }),
    adminCreateAccount: routeMutation(build, adminRoutes.createAccount, {
      call: (body: AdminAccountCreateInput) => ({ body }),
      extraOptions: silent,
      invalidatesTags: [ACCOUNTS],
    }),
    adminCreateOrganisation: routeMutation(build, adminRoutes.createOrganisation, {
      call: (body: AdminOrganisationCreateInput) => ({ body }),
      extraOptions: silent,
      invalidatesTags: [ACCOUNTS],
    }),
    adminSetClosed: routeMutation(build, adminRoutes.setClosed, {
      call: ({ id, closed }: { id: string; closed: boolean }) => ({ params: { id }, body: { closed } }),
      invalidatesTags: [ACCOUNTS],
    }),
    adminStudents: routeQuery(build, adminRoutes.students, { call: (skip: number) => ({ query: { skip, limit: 50 } }), providesTags: [STUDENTS] }),
    adminDecideStudent: routeMutation(build, adminRoutes.decideStudent, {
      call: ({ id, approve }: { id: string; approve: boolean }) => ({ params: { id }, body: { approve } }),
      invalidatesTags: [STUDENTS, ACCOUNTS],
    }),
  }),
});

/** Where the proof of a student's sign-up is opened (the browser downloads it with the session's cookie). */
export const proofUrl = (id: string) => routeUrl(adminRoutes.studentProof, { params: { id } });

export const {
  useAdminAccountsQuery,
  useAdminCreateAccountMutation,
  useAdminCreateOrganisationMutation,
  useAdminSetClosedMutation,
  useAdminStudentsQuery,
  useAdminDecideStudentMutation,
} = adminApi;
