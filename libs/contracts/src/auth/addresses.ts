import type { RouteAddress } from '../route.js';
import type { authRoutes } from './routes.js';

type AuthRoutes = typeof authRoutes;

/**
 * The auth routes a signed-out page calls before the rest of the app (and zod) has loaded, as
 * addresses. The type of each names its route in `authRoutes`: the compiler refuses a method or
 * path that differs from the route's, and calls through them are typed by the route's schemas.
 */
export const authAddresses: {
  bootstrap: RouteAddress<AuthRoutes['bootstrap']>;
  login: RouteAddress<AuthRoutes['login']>;
  loginSecondary: RouteAddress<AuthRoutes['loginSecondary']>;
  passwordResetRequest: RouteAddress<AuthRoutes['passwordResetRequest']>;
  passwordReset: RouteAddress<AuthRoutes['passwordReset']>;
} = {
  bootstrap: { method: 'GET', path: '/bootstrap' },
  login: { method: 'POST', path: '/login' },
  loginSecondary: { method: 'POST', path: '/login/secondary' },
  passwordResetRequest: { method: 'POST', path: '/password/reset' },
  passwordReset: { method: 'POST', path: '/password/reset/:hash' },
};
