import { errorFlashKey, isApiError } from '@openset/web-kit';

/**
 * The catalogue message (namespace `common`) for a failed browser call. Business refusals
 * (folder not empty, max depth, Upload Error) carry a catalogue key in `details`, which the
 * kit's mapping turns into their translated flash; any other permission refusal here means
 * the element is read-only for this user.
 */
export function browserErrorKey(error: unknown): string | null {
  if (!isApiError(error)) return 'errors.general';
  const key = errorFlashKey(error);
  if (key === 'errors.permission') return 'exerciseBrowser:errors.readOnly';
  return key;
}
