import { CSRF_HEADER } from '@openset/contracts';
import { fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { webConfig } from '../config';
import { flashAdded } from '../flash/flashSlice';
import type { SessionState } from '../session/sessionSlice';
import { sendsCsrf, unwrapSuccess } from './callRoute';
import { errorFlashKey, toApiError, type ApiError, type RawFailure } from './errors';
import { joinUrl, type ApiRequest } from './routeRequest';
import { sendUpload } from './uploadTransport';

/**
 * Per-endpoint options: `silent` keeps failures out of the flash queue (the caller shows them);
 * `background` marks a call the user did not make (the set builder's draft autosave): a 503 of
 * one service then stays the caller's failure to show and retry, instead of taking the page,
 * and its unsaved work, to the maintenance page.
 */
export interface ApiExtraOptions {
  silent?: boolean;
  background?: boolean;
}


const rawBaseQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include' });

/** The base query's type, which every endpoint builder of the one `api` carries. */
export type ApiBaseQuery = BaseQueryFn<string | ApiRequest, unknown, ApiError, ApiExtraOptions>;

interface BaseQueryHooks {
  /** Called on a 401 outside a team swap: the server no longer knows this session. */
  onUnauthorized: (dispatch: (action: unknown) => unknown) => void;
}

/**
 * The one way the front ends reach the API (spec section 7): base URL from configuration,
 * cookies sent, the CSRF header on state-changing calls, the status wrapper unwrapped, errors
 * mapped to ApiError, 401 signs out, 503 goes to the maintenance page. A write sends an
 * Idempotency-Key only where the front end itself may send it again (the portal's queued
 * entries, its feedback form): the gateway names every other write, so its own retries after a
 * service copy died mid-call apply it once. Uploads (a FormData body
 * with `onUploadProgress`) take the XMLHttpRequest transport for their progress, and the same
 * handling of the answer. `callRoute` applies the same rules to a call made without the store.
 */
export function createBaseQuery(hooks: BaseQueryHooks): ApiBaseQuery {
  return async (args, api, extraOptions) => {
    const { onUploadProgress, ...request }: ApiRequest = typeof args === 'string' ? { url: args } : { ...args };
    const method = (request.method ?? 'GET').toUpperCase();
    const headers = new Headers(request.headers as HeadersInit | undefined);
    const { session } = api.getState() as { session?: SessionState };
    if (sendsCsrf(method) && session?.csrfToken) headers.set(CSRF_HEADER, session.csrfToken);
    request.headers = headers;
    request.url = joinUrl(webConfig().apiBase, request.url);

    const result =
      onUploadProgress && request.body instanceof FormData
        ? { ...(await sendUpload({ url: request.url, method, headers, body: request.body, signal: api.signal, onProgress: onUploadProgress })), meta: undefined }
        : await rawBaseQuery(request, api, {});
    if (result.error) {
      const error = toApiError(result.error as RawFailure);
      const now = (api.getState() as { session?: SessionState }).session;
      if (error.status === 401 && now?.authenticated && !now.swapping) {
        hooks.onUnauthorized(api.dispatch);
      }
      if (error.status === 503 && !extraOptions?.background) {
        webConfig().onUnavailable();
      }
      const key = extraOptions?.silent ? null : errorFlashKey(error);
      if (key) api.dispatch(flashAdded('error', key));
      return { error, meta: result.meta };
    }
    return { data: unwrapSuccess(result.data), meta: result.meta };
  };
}
