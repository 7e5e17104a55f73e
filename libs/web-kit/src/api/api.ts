import { createApi } from '@reduxjs/toolkit/query/react';
import { sessionReset } from '../session/sessionSlice';
import { createBaseQuery } from './baseQuery';

/**
 * Tags of answers the services localise from the profile's saved `lang` (exercise titles,
 * categories, instructions). Declared here, although the designer provides them, so that saving
 * a new language can refetch them without the kit knowing each remote's endpoints.
 */
export const LOCALISED_TAGS = ['ExerciseList', 'ExerciseFolders', 'ExerciseElement'] as const;

/**
 * The ONE RTK Query API of the product. It declares no endpoints: the shell's auth calls,
 * each domain and each remote add theirs with `api.injectEndpoints`, so every cache entry lives
 * in the one `api` slice of the shell's store.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ onUnauthorized: (dispatch) => dispatch(signedOutLocally()) }),
  tagTypes: ['Profile', ...LOCALISED_TAGS],
  endpoints: () => ({}),
});

/** Forget the session and every cached answer (logout, idle timeout, 401, failed guard). */
export function signedOutLocally() {
  return (dispatch: (action: unknown) => unknown) => {
    dispatch(sessionReset());
    dispatch(api.util.resetApiState());
  };
}
