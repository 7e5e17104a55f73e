import {
  clientOutcomeRoutes,
  clientRoutes,
  setRoutes,
  type ClientCreate,
  type ClientListQuery,
  type ClientReset,
  type ClientUpdate,
  type DayRangeQuery,
} from '@openset/contracts';
import { api, LOCALISED_TAG, nextBefore, routeEveryPageQuery, routeInfiniteQuery, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

// The clients manager shows these calls' errors itself (flashes, the restrictPhi panels).
const silent: ApiExtraOptions = { silent: true };

const LIST = { type: 'ClientList', id: 'LIST' } as const;
const clientTag = (id: string) => ({ type: 'Client' as const, id });
const setsTag = (id: string) => ({ type: 'ClientSets' as const, id });
const feedbackTag = (id: string) => ({ type: 'ClientFeedback' as const, id });

/** Messages a page: the newest first, and the tracking below them stays in reach. */
export const FEEDBACK_PAGE = 10;

/**
 * Calls of /api/clinician/clients (and the sets service's enable/disable of a client's sets),
 * added to the shell's one API slice: the one place the clients manager reaches the services.
 */
export const clientsApi = api
  .enhanceEndpoints({ addTagTypes: ['ClientList', 'Client', 'ClientSets', 'ClientTracking', 'ClientFeedback', 'ClientOutcomes'] })
  .injectEndpoints({
    endpoints: (build) => ({
      clients: routeQuery(build, clientRoutes.list, {
        call: (query: Partial<ClientListQuery>) => ({ query }),
        // The list's own panel says it failed, with Retry: no flash besides.
        extraOptions: silent,
        providesTags: [LIST],
      }),
      client: routeQuery(build, clientRoutes.get, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [clientTag(id)],
      }),
      /** Every set of the client (the sets panel lists them all; the messages name theirs). */
      clientSets: routeEveryPageQuery(build, clientRoutes.sets, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [setsTag(id)],
      }),
      clientOutcomes: routeQuery(build, clientRoutes.outcomes, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
      }),
      /** The client's assigned outcomes (the outcomes service), with their latest results. */
      clientAssignedOutcomes: routeEveryPageQuery(build, clientOutcomeRoutes.list, {
        call: (clientId: string) => ({ query: { clientId } }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [{ type: 'ClientOutcomes', id }, LOCALISED_TAG],
      }),
      clientTracking: routeQuery(build, clientRoutes.tracking, {
        call: ({ id, range }: { id: string; range?: DayRangeQuery }) => ({ params: { id }, query: range ?? {} }),
        extraOptions: silent,
        providesTags: (_result, _error, { id }) => [{ type: 'ClientTracking', id }],
      }),
      /** A client's conversation with the clinicians (health information), newest first, FEEDBACK_PAGE at a time ("Show older messages"). */
      clientFeedback: routeInfiniteQuery(build, clientRoutes.feedback, {
        call: (id: string, before: string | null) => ({ params: { id }, query: { limit: FEEDBACK_PAGE, ...(before && { before }) } }),
        infiniteQueryOptions: { initialPageParam: null, getNextPageParam: nextBefore },
        extraOptions: silent,
        providesTags: (_result, _error, id) => [feedbackTag(id)],
      }),
      /** A message to the client, read in the portal; it reads the client's messages too (the unread count goes). */
      replyToClient: routeMutation(build, clientRoutes.feedbackReply, {
        call: ({ id, text }: { id: string; text: string }) => ({ params: { id }, body: { text } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [LIST, clientTag(id), feedbackTag(id)],
      }),
      /** The clinician has read them: the unread count of the list and its filter go down. */
      markFeedbackRead: routeMutation(build, clientRoutes.feedbackRead, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, id) => [LIST, clientTag(id), feedbackTag(id)],
      }),
      emailExists: routeMutation(build, clientRoutes.emailExists, {
        call: (body: { email: string; exceptId?: string }) => ({ body }),
        extraOptions: silent,
      }),
      createClient: routeMutation(build, clientRoutes.create, {
        call: (body: Partial<ClientCreate> & Pick<ClientCreate, 'firstname' | 'lastname' | 'email'>) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [LIST],
      }),
      updateClient: routeMutation(build, clientRoutes.update, {
        call: ({ id, body }: { id: string; body: ClientUpdate }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [LIST, clientTag(id)],
      }),
      archiveClients: routeMutation(build, clientRoutes.archived, {
        call: ({ ids, value }: { ids: string[]; value: boolean }) => ({ params: { ids }, query: { value } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { ids }) => [LIST, ...ids.map(clientTag), ...ids.map(setsTag)],
      }),
      deleteClients: routeMutation(build, clientRoutes.delete, {
        call: (ids: string[]) => ({ params: { ids } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, ids) => [LIST, ...ids.map(clientTag)],
      }),
      resetClientLogin: routeMutation(build, clientRoutes.reset, {
        call: ({ id, body }: { id: string; body?: ClientReset }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [clientTag(id)],
      }),
      /** Where wrong keys locked the client's portal username out (it lifts by itself after six hours). */
      portalLock: routeQuery(build, clientRoutes.portalLock, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [clientTag(id)],
      }),
      liftPortalLock: routeMutation(build, clientRoutes.portalUnlock, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, id) => [clientTag(id)],
      }),
      /** Shows or hides one of the client's sets in the portal (the sets service's route). */
      clientSetEnabled: routeMutation(build, setRoutes.enabled, {
        call: ({ setIds, value }: { clientId: string; setIds: string[]; value: boolean }) => ({ params: { ids: setIds }, query: { value } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { clientId }) => [setsTag(clientId), { type: 'ClientTracking', id: clientId }],
      }),
    }),
  });

export const {
  useClientsQuery,
  useClientQuery,
  useClientSetsQuery,
  useClientOutcomesQuery,
  useClientAssignedOutcomesQuery,
  useClientTrackingQuery,
  useClientFeedbackInfiniteQuery,
  useMarkFeedbackReadMutation,
  useReplyToClientMutation,
  useEmailExistsMutation,
  useCreateClientMutation,
  useUpdateClientMutation,
  useArchiveClientsMutation,
  useDeleteClientsMutation,
  useResetClientLoginMutation,
  usePortalLockQuery,
  useLiftPortalLockMutation,
  useClientSetEnabledMutation,
} = clientsApi;
