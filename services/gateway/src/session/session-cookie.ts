import { API_BASE_PATH, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, type RouteDef } from '@openset/contracts';
import type { CookieOptions, Request, Response } from 'express';

const PORTAL_ROUTES = '/portal/';
const PORTAL_COOKIE_PATH = `${API_BASE_PATH}/portal`;

/**
 * Where a route's session cookie lives. A portal session's `sid` is scoped to the portal's API
 * (`/api/portal`), an account's to the whole site: a clinician who tries a client's login at
 * /portal in the same browser keeps their own session, and signing in again as the clinician
 * leaves the portal tab signed in. On a portal call the browser sends both cookies, the one with
 * the longer path first (RFC 6265, 5.4), and the cookie parser keeps the first.
 */
export const sessionCookiePath = (route: Pick<RouteDef, 'path'>): string =>
  route.path.startsWith(PORTAL_ROUTES) ? PORTAL_COOKIE_PATH : '/';

function cookieOptions(req: Request, route: Pick<RouteDef, 'path'>): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: sessionCookiePath(route) };
}

export function setSessionCookie(req: Request, res: Response, route: Pick<RouteDef, 'path'>, sid: string): void {
  res.cookie(SESSION_COOKIE, sid, { ...cookieOptions(req, route), maxAge: SESSION_MAX_AGE_SECONDS * 1000 });
}

export function clearSessionCookie(req: Request, res: Response, route: Pick<RouteDef, 'path'>): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, route));
}
