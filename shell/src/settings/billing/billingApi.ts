import { billingRoutes } from '@openset/contracts';
import { api, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

// The screen says what went wrong itself.
const silent: ApiExtraOptions = { silent: true };

/** GET /clinician/billing: plan, status, trial days left and the billing system's address. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    clinicianBilling: routeQuery(build, billingRoutes.clinicianBilling, { extraOptions: silent }),
  }),
});

export const { useClinicianBillingQuery } = billingApi;
