import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { webConfig } from '../config';
import { flashAdded } from '../flash/flashSlice';
import type { SessionState } from '../session/sessionSlice';
import { errorFlashKey, toApiError, type ApiError, type RawFailure } from './errors';

/** Per-endpoint options: `silent` keeps failures out of the flash queue (the caller shows them). */
export interface ApiExtraOptions {
  silent?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const rawBaseQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include' });

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isSuccessEnvelope(data: unknown): data is { status: 'success'; body: unknown } {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'success';
}

interface BaseQueryHooks {
  /** Called on a 401 outside a team swap: the server no longer knows this session. */
  onUnauthorized: (dispatch: (action: unknown) => unknown) => void;
}

/**
 * The one way the front ends reach the API (spec section 7): base URL from configuration,
 * cookies sent, the CSRF header on state-changing calls, the status wrapper unwrapped, errors
 * mapped to ApiError, 401 signs out, 503 goes to the maintenance page.
 */
export function createBaseQuery(hooks: BaseQueryHooks): BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> {
  return async (args, api, extraOptions) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
    const method = (request.method ?? 'GET').toUpperCase();
    const headers = new Headers(request.headers as HeadersInit | undefined);
    const { session } = api.getState() as { session?: SessionState };
    if (!SAFE_METHODS.has(method) && session?.csrfToken) {
      headers.set('X-CSRF-Token', session.csrfToken);
    }
    request.headers = headers;
    request.url = joinUrl(webConfig().apiBase, request.url);

    const result = await rawBaseQuery(request, api, {});
    if (result.error) {
      const error = toApiError(result.error as RawFailure);
      const now = (api.getState() as { session?: SessionState }).session;
      if (error.status === 401 && now?.authenticated && !now.swapping) {
        hooks.onUnauthorized(api.dispatch);
      }
      if (error.status === 503) {
        webConfig().onUnavailable();
      }
      const key = extraOptions?.silent ? null : errorFlashKey(error);
      if (key) api.dispatch(flashAdded('error', key));
      return { error, meta: result.meta };
    }
    const data = isSuccessEnvelope(result.data) ? result.data.body : result.data;
    return { data, meta: result.meta };
  };
}
