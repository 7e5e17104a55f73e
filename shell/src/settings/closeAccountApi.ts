import { lifecycleRoutes, type CloseAccountInput } from '@openset/contracts';
import { api, routeMutation, type ApiExtraOptions } from '@openset/web-kit';

// The screen says what went wrong itself.
const silent: ApiExtraOptions = { silent: true };

/** PUT /clinician/close: the session ends with it. */
export const closeAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    closeAccount: routeMutation(build, lifecycleRoutes.clinicianClose, { call: (body: CloseAccountInput) => ({ body }), extraOptions: silent }),
  }),
});

export const { useCloseAccountMutation } = closeAccountApi;
