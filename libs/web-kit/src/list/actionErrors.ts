import { errorFlashKey, isApiError } from '../api/errors';

/**
 * The catalogue message (namespace `common`) for a failed call of a screen's action (designer, clients).
 * Business refusals (folder not empty, max depth, Upload Error) carry a catalogue key in
 * `details`, which the kit's mapping turns into their translated flash; any other permission
 * refusal means the thing is read-only for this user: `readOnlyKey` names how the screen says so.
 */
export function actionErrorKey(error: unknown, readOnlyKey = 'errors.permission'): string | null {
  if (!isApiError(error)) return 'errors.general';
  const key = errorFlashKey(error);
  if (key === 'errors.permission') return readOnlyKey;
  return key;
}
