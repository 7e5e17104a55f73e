import { flashAdded } from '../flash/flashSlice';
import { useAppDispatch } from '../store/store';
import { useCallback } from 'react';
import { actionErrorKey } from './actionErrors';

/** What a screen does itself with a failure: true when it told the user (a form marked a field). */
export type FailureHandler = (error: unknown) => boolean;

/**
 * Runs a call and tells the user how it went: a success flash (a key of any namespace,
 * `ns:key`) or the catalogue message for the failure (`readOnlyKey` for a permission refusal),
 * unless `handled` says the screen told the user already. Resolves to the result, or null on failure.
 */
export function useRunAction(readOnlyKey?: string) {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(call: () => Promise<T>, success?: string, values?: Record<string, string | number>, handled?: FailureHandler): Promise<T | null> => {
      try {
        const result = await call();
        if (success) dispatch(flashAdded('success', success, values));
        return result;
      } catch (error) {
        if (handled?.(error)) return null;
        const key = actionErrorKey(error, readOnlyKey);
        if (key) dispatch(flashAdded('error', key));
        return null;
      }
    },
    [dispatch, readOnlyKey],
  );
}
