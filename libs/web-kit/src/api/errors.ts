import { errorKeyOf } from '@openset/contracts';
import { isApiError, type ApiError } from './apiError';

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

/**
 * The body fields a refusal names (`details: [{ path, message }]`): the contract's ERRVALIDATION,
 * and a business rule about one field (a portal username taken), so a form can mark the field
 * instead of only flashing the general message.
 */
export function refusedFields(error: unknown): string[] {
  if (!isApiError(error) || (error.code !== 'ERRVALIDATION' && error.code !== 'ERROPERATION') || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const path = (detail as { path?: unknown } | null)?.path;
    return typeof path === 'string' ? [path] : [];
  });
}
