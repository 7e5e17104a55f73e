import { isServerErrorCode, type ErrorCode } from '@openset/contracts/plain';

// Answers turned into ApiError without zod: the sign-in start-up (callRoute) uses it before the
// app has loaded; errors.ts adds the flash catalogue.

/**
 * An API failure as every component sees it (spec section 8: status, code, message, details).
 * `status` is the HTTP status, or a string for failures that never reached the server.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'ABORTED' | 'PARSING_ERROR';
  code: ErrorCode;
  message: string;
  details?: unknown;
  /**
   * The answer was no error envelope of the API (a proxy's page, an empty body): `code` is only
   * what its status suggests, and nothing says the API itself refused the call.
   */
  guessed?: true;
}

/** The failure shapes fetchBaseQuery produces, reduced to what the mapping reads. */
export type RawFailure =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string }
  | { status: 'TIMEOUT_ERROR'; error: string }
  | { status: 'CUSTOM_ERROR'; error: string; data?: unknown };

export const CONNECTION_MESSAGE = 'Cannot connect to server';

function isAbort(failure: RawFailure): boolean {
  return 'error' in failure && /abort/i.test(failure.error);
}

/** Turns a raw fetch failure or an error envelope into an ApiError. Pure: unit tested. */
export function toApiError(failure: RawFailure): ApiError {
  if (isAbort(failure)) {
    return { status: 'ABORTED', code: 'ERRCANCEL', message: 'Cancelled' };
  }
  if (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') {
    return { status: 'FETCH_ERROR', code: 'ERRCONNECTION', message: CONNECTION_MESSAGE };
  }
  if (failure.status === 'PARSING_ERROR') {
    // A proxy page or an empty body instead of JSON: keep the HTTP status, say what we know.
    const status = failure.originalStatus;
    return { status, code: fallbackCode(status), message: `Unexpected response (HTTP ${status})`, guessed: true };
  }
  if (failure.status === 'CUSTOM_ERROR') {
    return { status: 'PARSING_ERROR', code: 'ERRINTERNAL', message: failure.error };
  }
  const envelope = readEnvelope(failure.data);
  if (envelope) {
    return { status: failure.status, ...envelope };
  }
  return {
    status: failure.status,
    code: fallbackCode(failure.status),
    message: `Unexpected response (HTTP ${failure.status})`,
    guessed: true,
  };
}

function readEnvelope(data: unknown): Omit<ApiError, 'status'> | null {
  if (typeof data !== 'object' || data === null) return null;
  const { status, error } = data as { status?: unknown; error?: unknown };
  if (status !== 'error' || typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
  if (!isServerErrorCode(code)) return null;
  const result: Omit<ApiError, 'status'> = { code, message: typeof message === 'string' ? message : code };
  if (details !== undefined) result.details = details;
  return result;
}

/** The code of an HTTP status when the body says nothing usable (api-conventions.md table). */
export function fallbackCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'ERRAUTH';
    case 403:
      return 'ERRPERMISSION';
    case 404:
      return 'ERRNOTFOUND';
    case 400:
      return 'ERRVALIDATION';
    case 409:
      return 'ERROPERATION';
    case 429:
      return 'ERRRATELIMIT';
    case 503:
      return 'ERRUNAVAILABLE';
    default:
      return 'ERRINTERNAL';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'code' in value && 'status' in value;
}
