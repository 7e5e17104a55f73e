import type { RouteAddress } from '../route.js';
import type { lifecycleRoutes } from './lifecycle-routes.js';

type LifecycleRoutes = typeof lifecycleRoutes;

/** Sign-up and demo routes the signed-out page calls before zod has loaded (see `authAddresses`). */
export const lifecycleAddresses: {
  trialSignUp: RouteAddress<LifecycleRoutes['trialSignUp']>;
  studentSignUp: RouteAddress<LifecycleRoutes['studentSignUp']>;
  signUpConfirm: RouteAddress<LifecycleRoutes['signUpConfirm']>;
  demoLogin: RouteAddress<LifecycleRoutes['demoLogin']>;
} = {
  trialSignUp: { method: 'POST', path: '/signup' },
  studentSignUp: { method: 'POST', path: '/signup/student' },
  signUpConfirm: { method: 'POST', path: '/signup/confirm/:hash' },
  demoLogin: { method: 'POST', path: '/demo/login/:lang' },
};
