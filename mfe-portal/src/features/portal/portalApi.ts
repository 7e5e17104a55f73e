import { portalRoutes } from '@openset/contracts';
import { api, routeQuery } from '@openset/web-kit';

/** The portal's reads; writes go through the outbox (adherence, diaries) or `callRoute` (feedback). */
export const portalApi = api.enhanceEndpoints({ addTagTypes: ['PortalSets', 'PortalAdherence', 'PortalDiaries'] }).injectEndpoints({
  endpoints: (build) => ({
    portalSets: routeQuery(build, portalRoutes.sets, { providesTags: ['PortalSets'], extraOptions: { silent: true, background: true } }),
    portalAdherence: routeQuery(build, portalRoutes.adherence, {
      call: (range: { from: string; to: string }) => ({ query: range }), providesTags: ['PortalAdherence'], extraOptions: { silent: true, background: true } }),
    portalDiaries: routeQuery(build, portalRoutes.diaries, { providesTags: ['PortalDiaries'], extraOptions: { silent: true, background: true } }),
  }),
});

export const { usePortalSetsQuery, usePortalAdherenceQuery, usePortalDiariesQuery } = portalApi;
