import { ERROR_MESSAGES } from '@openset/contracts';
import { errorFlashKey, isApiError } from '@openset/web-kit';

/**
 * The catalogue message (namespace `common`) for a failed browser call. The exercises service
 * answers business refusals with the catalogue's English text as the message; those get their
 * own translated flash, everything else the general mapping of the kit.
 */
export function browserErrorKey(error: unknown): string | null {
  if (!isApiError(error)) return 'errors.general';
  if (error.message === ERROR_MESSAGES.onlyEmptyFolders) return 'errors.onlyEmptyFolders';
  if (error.message === ERROR_MESSAGES.maxFolderDepth) return 'errors.maxFolderDepth';
  if (error.message === 'Upload Error' || error.details === ERROR_MESSAGES.uploadError) return 'errors.uploadError';
  if (error.code === 'ERRPERMISSION' && error.details !== 'Daily max') return 'exerciseBrowser:errors.readOnly';
  return errorFlashKey(error);
}
