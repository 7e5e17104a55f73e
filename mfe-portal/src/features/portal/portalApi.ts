import { portalOutcomeRoutes, portalRoutes, type ClientFeedback, type DayRangeQuery } from '@openset/contracts';
import { api, callRoute, nextBefore, routeEveryPageQuery, routeInfiniteQuery, routeQuery } from '@openset/web-kit';
import { portalSession, portalSessionEnded } from './portalSession';

/** A range of the client's own days, both ends given (the server's default is UTC's last 28 days). */
export type DayRange = Required<DayRangeQuery>;

/**
 * Any read answering 401 signs the client out (the session expired, or the clinician ended it):
 * the kit's base query signs out a clinician's session only. A failure without an answer (offline)
 * keeps the session and what was last read.
 */
async function signOutOn401({ queryFulfilled }: { queryFulfilled: Promise<unknown> }): Promise<void> {
  const session = portalSession();
  try {
    await queryFulfilled;
  } catch (failure) {
    if ((failure as { error?: { status?: unknown } } | null)?.error?.status === 401) portalSessionEnded(session);
  }
}

// (Each endpoint's onQueryStarted takes its own argument's type: one shared function would set it.)
const extraOptions = { silent: true, background: true };

/** A clinician's reply the client has not seen yet: marked new in the conversation (the Message tab's count is the service's, `newReplies`). */
export const isNewReply = (message: ClientFeedback): boolean => message.from === 'clinician' && !message.read;

/** The client's conversation a page: the latest messages, older ones when asked for. */
export const MESSAGES_PAGE = 10;

/** The portal's reads, each list whole but the conversation (a page at a time); writes go through the outbox. */
export const portalApi = api.enhanceEndpoints({ addTagTypes: ['PortalSets', 'PortalAdherence', 'PortalDiaries', 'PortalFeedback', 'PortalOutcomes'] }).injectEndpoints({
  endpoints: (build) => ({
    portalSets: routeEveryPageQuery(build, portalRoutes.sets, { providesTags: ['PortalSets'], extraOptions, onQueryStarted: (_, lifecycle) => signOutOn401(lifecycle) }),
    portalAdherence: routeEveryPageQuery(build, portalRoutes.adherence, {
      call: (range: DayRange) => ({ query: range }), providesTags: ['PortalAdherence'], extraOptions, onQueryStarted: (_, lifecycle) => signOutOn401(lifecycle) }),
    portalDiaries: routeEveryPageQuery(build, portalRoutes.diaries, {
      call: (range: DayRange) => ({ query: range }), providesTags: ['PortalDiaries'], extraOptions, onQueryStarted: (_, lifecycle) => signOutOn401(lifecycle) }),
    /** The questionnaires waiting for the client's answers. */
    portalOutcomes: routeEveryPageQuery(build, portalOutcomeRoutes.list, { providesTags: ['PortalOutcomes'], extraOptions, onQueryStarted: (_, lifecycle) => signOutOn401(lifecycle) }),
    /** One questionnaire, whole, in the client's language. */
    portalOutcome: routeQuery(build, portalOutcomeRoutes.get, {
      call: (id: string) => ({ params: { id } }), providesTags: ['PortalOutcomes'], extraOptions, onQueryStarted: (_, lifecycle) => signOutOn401(lifecycle) }),
    portalMessages: routeInfiniteQuery(build, portalRoutes.messages, {
      call: (_arg: void, before: string | null) => ({ query: { limit: MESSAGES_PAGE, ...(before && { before }) } }),
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: nextBefore },
      providesTags: ['PortalFeedback'],
      extraOptions,
      onQueryStarted: (_, lifecycle) => signOutOn401(lifecycle),
    }),
  }),
});

export const { usePortalSetsQuery, usePortalAdherenceQuery, usePortalDiariesQuery, usePortalMessagesInfiniteQuery, usePortalOutcomesQuery, usePortalOutcomeQuery } = portalApi;

/**
 * The client has seen the clinicians' replies: marked read on the server, with the portal
 * session's CSRF token (the kit's base query carries a clinician's), then the conversation is
 * read again (no longer counted on the tab). Offline or signed out, they stay new for next time.
 */
export async function markRepliesRead(dispatch: (action: ReturnType<typeof portalApi.util.invalidateTags>) => unknown): Promise<void> {
  const session = portalSession();
  if (!session) return;
  try {
    await callRoute<typeof portalRoutes.repliesRead>(portalRoutes.repliesRead, undefined, { csrfToken: session.csrfToken, background: true });
    dispatch(portalApi.util.invalidateTags(['PortalFeedback']));
  } catch {
    // Not marked: the replies are new again at the next visit, which is what the client would want.
  }
}
