import { CSRF_HEADER, type RouteAddress, type RouteDef, type RouteResponse } from '@openset/contracts/plain';
import { webConfig } from '../config';
import { toApiError, type ApiError, type RawFailure } from './apiError';
import { routeUrl, type RouteCall } from './routeRequest';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** State-changing calls carry the session's CSRF token (api-conventions.md); reads never do. */
export function sendsCsrf(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function isSuccessEnvelope(data: unknown): data is { status: 'success'; body: unknown } {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'success';
}

/** The body of a success wrapper (`{"status":"success","body":...}`); anything else as it came. */
export function unwrapSuccess(data: unknown): unknown {
  return isSuccessEnvelope(data) ? data.body : data;
}

/** What a call sends besides the route's own parts: the CSRF token, an abort signal, more headers. */
export interface SendOptions {
  /** The session's token, sent on state-changing calls. */
  csrfToken?: string | null;
  signal?: AbortSignal;
  /** More headers of the call (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * Sends one call of a route with fetch: the URL from the route and the configured API base, the
 * body as JSON, cookies, the CSRF header on state-changing calls. A network failure rejects as
 * ApiError FETCH_ERROR; the answer, whatever its status, is the caller's to read.
 */
export async function sendRoute<T extends RouteDef>(route: RouteAddress<T>, call: RouteCall<T> | void, options: SendOptions = {}): Promise<Response> {
  const body = (call as { body?: unknown } | undefined)?.body;
  const headers = new Headers(options.headers);
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (options.csrfToken && sendsCsrf(route.method)) headers.set(CSRF_HEADER, options.csrfToken);
  try {
    return await fetch(routeUrl<T>(route, call), {
      method: route.method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal ?? null,
    });
  } catch (error) {
    throw toApiError({ status: 'FETCH_ERROR', error: String(error) });
  }
}

export interface CallOptions extends SendOptions {
  /** A call the user did not make now (an outbox sending what was queued): a 503 stays the caller's to retry. */
  background?: boolean;
}

/**
 * One call of a route without the store: for a page that has not loaded the app yet (the
 * shell's sign-in start-up, which has only the route's address) and for calls made before a
 * session exists. Same rules as the base query: the URL from the route and the configured API
 * base, cookies sent, the CSRF header on state-changing calls, the wrapper unwrapped, a failure
 * rejected as ApiError, a 503 sends the app to maintenance. What needs the store (a 401 signing
 * out, flash messages) is the base query's: inside the app, declare endpoints with `routeQuery`.
 */
export async function callRoute<T extends RouteDef>(
  route: RouteAddress<T>,
  call: RouteCall<T> | void,
  options: CallOptions = {},
): Promise<RouteResponse<T>> {
  const response = await sendRoute(route, call, options);
  const text = await response.text().catch(() => '');
  let data: unknown = null;
  let failure: RawFailure | null = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    failure = { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'SyntaxError' };
  }
  if (!failure && !response.ok) failure = { status: response.status, data };
  if (failure) throw failed(toApiError(failure), options.background ?? false);
  return unwrapSuccess(data) as RouteResponse<T>;
}

function failed(error: ApiError, background: boolean): ApiError {
  if (error.status === 503 && !background) webConfig().onUnavailable();
  return error;
}
