import { authRoutes, type PasswordChange } from '@openset/contracts';
import { api, PasswordChangeForm, routeMutation } from '@openset/web-kit';

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 'Wrong Password' and the rest are said by the form (useRunAction).
    changeManagerPassword: routeMutation(build, authRoutes.managerPassword, { call: (body: PasswordChange) => ({ body }), extraOptions: { silent: true } }),
  }),
});

/** Settings > Password of a manager: the kit's form (strength meter, 'Wrong Password') on the manager's route. */
export function PasswordScreen() {
  const [change, state] = passwordApi.useChangeManagerPasswordMutation();
  return <PasswordChangeForm change={(body) => change(body).unwrap()} changing={state.isLoading} />;
}
