import { flashAdded, useAppDispatch } from '@openset/web-kit';
import { useCallback } from 'react';
import { browserErrorKey } from '../api/errors';

/**
 * Runs a call and tells the user how it went: a success flash (a key of any namespace,
 * `ns:key`) or the catalogue message for the failure. Resolves to the result, or null on failure.
 */
export function useRunAction() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(call: () => Promise<T>, success?: string): Promise<T | null> => {
      try {
        const result = await call();
        if (success) dispatch(flashAdded('success', success));
        return result;
      } catch (error) {
        const key = browserErrorKey(error);
        if (key) dispatch(flashAdded('error', key));
        return null;
      }
    },
    [dispatch],
  );
}
