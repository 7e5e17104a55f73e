import { authRoutes, type PasswordChange } from '@openset/contracts';
import { api, PasswordChangeForm, routeMutation } from '@openset/web-kit';

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 'Wrong Password' and the rest are said by the form (useRunAction).
    changePassword: routeMutation(build, authRoutes.clinicianPassword, { call: (body: PasswordChange) => ({ body }), extraOptions: { silent: true } }),
  }),
});

/** Settings > Password of a clinician: the kit's form on the clinician's own password route. */
export function PasswordScreen() {
  const [change, state] = passwordApi.useChangePasswordMutation();
  return <PasswordChangeForm change={(body) => change(body).unwrap()} changing={state.isLoading} />;
}
