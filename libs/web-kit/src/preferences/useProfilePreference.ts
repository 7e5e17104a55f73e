import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { selectSession } from '../session/sessionSlice';
import { useAppSelector } from '../store/store';
import { parseStored, preferenceKey, profilePreferences, type PreferenceParse } from './profilePreferences';

const subscribe = (listener: () => void) => profilePreferences.subscribe(listener);

/**
 * A preference of the signed-in profile (spec section 9), as `useState`: the value stored for this
 * profile, or `defaultValue`; setting it stores it for this profile. `defaultValue` and `parse`
 * must keep their identity between renders (module constants), or the value is read anew each
 * render. T is plain data (JSON), never a function.
 */
export function useProfilePreference<T>(name: string, defaultValue: T, parse: PreferenceParse<T>): [T, (next: T | ((previous: T) => T)) => void] {
  // The id alone: the whole session changes with every keystroke (activity time).
  const profileId = useAppSelector((state) => selectSession(state).accountId);
  const key = profileId ? preferenceKey(name, profileId) : null;
  const text = useSyncExternalStore(subscribe, () => (key ? profilePreferences.raw(key) : null));
  const value = useMemo(() => parseStored(text, defaultValue, parse), [text, defaultValue, parse]);
  const set = useCallback(
    (next: T | ((previous: T) => T)) => {
      const current = profilePreferences.read(profileId, name, defaultValue, parse);
      profilePreferences.write(profileId, name, typeof next === 'function' ? (next as (previous: T) => T)(current) : next);
    },
    [profileId, name, defaultValue, parse],
  );
  return [value, set];
}
