import { feedbackRoutes, outcomeDefinitionRoutes, type ProductFeedback } from '@openset/contracts';
import { api, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

// The dialogs say what went wrong themselves (a flash, or the panel in place of the licences).
const silent: ApiExtraOptions = { silent: true };

/** The Help menu's calls: feedback to the operator, and the standard instruments' licences for the about dialog. */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendClinicianFeedback: routeMutation(build, feedbackRoutes.clinician, { call: (body: ProductFeedback) => ({ body }), extraOptions: silent }),
    sendManagerFeedback: routeMutation(build, feedbackRoutes.manager, { call: (body: ProductFeedback) => ({ body }), extraOptions: silent }),
    // The ten standard instruments fit one page of the largest size.
    instrumentLicences: routeQuery(build, outcomeDefinitionRoutes.list, { call: () => ({ query: { tab: 'standard' as const, limit: 100 } }), extraOptions: silent }),
  }),
});

export const { useSendClinicianFeedbackMutation, useSendManagerFeedbackMutation, useInstrumentLicencesQuery } = helpApi;
