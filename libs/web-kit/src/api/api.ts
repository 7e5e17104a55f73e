import { createApi } from '@reduxjs/toolkit/query/react';
import { sessionReset } from '../session/sessionSlice';
import { createBaseQuery } from './baseQuery';

/**
 * Provided, beside its own tags, by every endpoint whose answer the services localise from the
 * profile's saved `lang` (exercise titles, categories, instructions): saving a new language
 * invalidates it, so the kit refetches them without knowing any remote's endpoints or tags.
 */
export const LOCALISED_TAG = 'Localised';

/**
 * The ONE RTK Query API of the product. It declares no endpoints and only the kit's tags: the
 * shell's auth calls and each remote add their endpoints with `api.injectEndpoints` (and their
 * tags with `api.enhanceEndpoints({ addTagTypes })`), so every cache entry lives in the one
 * `api` slice of the shell's store.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ onUnauthorized: (dispatch) => dispatch(signedOutLocally()) }),
  tagTypes: ['Profile', LOCALISED_TAG],
  endpoints: () => ({}),
});

/** Forget the session and every cached answer (logout, idle timeout, 401, failed guard). */
export function signedOutLocally() {
  return (dispatch: (action: unknown) => unknown) => {
    dispatch(sessionReset());
    dispatch(api.util.resetApiState());
  };
}
