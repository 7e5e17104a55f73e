import { billingRoutes } from '@openset/contracts';
import { api, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

// The screen says what went wrong itself.
const silent: ApiExtraOptions = { silent: true };

/** GET /clinician/referral: the referral link (made on the first call) and its sign-ups. */
export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    referral: routeQuery(build, billingRoutes.clinicianReferral, { extraOptions: silent }),
  }),
});

export const { useReferralQuery } = referralApi;
