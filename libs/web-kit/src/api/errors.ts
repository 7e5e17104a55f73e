import { errorKeyOf } from '@openset/contracts';
import type { ApiError } from './apiError';

export { CONNECTION_MESSAGE, fallbackCode, isApiError, toApiError, type ApiError, type RawFailure } from './apiError';

/**
 * The flash message key (spec section 8 catalogue) for an error, or null when the error must
 * stay silent (a cancelled call; 401, which logs out instead; 503, which shows maintenance).
 * A catalogue error is recognised by the key in its `details` (the English text only as a
 * fallback); its flash is `errors.<key>`.
 */
export function errorFlashKey(error: ApiError): string | null {
  if (error.code === 'ERRCANCEL' || error.code === 'ERRAUTH' || error.code === 'ERRUNAVAILABLE') return null;
  const key = errorKeyOf(error.message, error.details);
  if (key) return `errors.${key}`;
  switch (error.code) {
    case 'ERRCONNECTION':
      return 'errors.connection';
    case 'ERRRATELIMIT':
      return 'errors.rateLimit';
    case 'ERRPERMISSION':
      return error.details === 'Daily max' ? 'errors.dailyMax' : 'errors.permission';
    default:
      return 'errors.general';
  }
}
