import { DomainError } from '@openset/server-kit/transport';
import type { Response } from 'express';

/** A path on this origin: one leading slash, not `//host` or `/\host` (which browsers read as another site). */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s]*$/;

/** The `location` a service answered for a route with `redirect`, once known to stay on this site. */
export function sameOriginPath(location: unknown): string {
  if (typeof location !== 'string' || !SAME_ORIGIN_PATH.test(location)) {
    throw new DomainError('ERRINTERNAL', 'A redirect must stay on this site');
  }
  return location;
}

/**
 * Answers 303 See Other (the browser follows it with a GET). Nothing cached (the request's URL
 * may hold a credential), and no Referer carries that URL to the next page.
 */
export function sendRedirect(res: Response, path: string): void {
  res.set('Cache-Control', 'no-store');
  res.set('Referrer-Policy', 'no-referrer');
  res.redirect(303, path);
}
