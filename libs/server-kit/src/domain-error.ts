import {
  DEFAULT_RETRY_AFTER_SECONDS,
  ERROR_HTTP_STATUS,
  isServerErrorCode,
  type ErrorBody,
  type RateLimitDetails,
  type ServerErrorCode,
} from '@openset/contracts';
import type { z } from 'zod';

/**
 * An error with a code of the contract. Services throw it; the RPC filter turns it into an
 * RpcException carrying plain data, and the gateway maps that to the HTTP error wrapper.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get httpStatus(): number {
    return ERROR_HTTP_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }

  static fromBody(body: ErrorBody): DomainError {
    return new DomainError(body.code, body.message, body.details);
  }

  static isBody(value: unknown): value is ErrorBody {
    return (
      typeof value === 'object' &&
      value !== null &&
      isServerErrorCode((value as { code?: unknown }).code) &&
      typeof (value as { message?: unknown }).message === 'string'
    );
  }
}

export const notFound = (what = 'Not found') => new DomainError('ERRNOTFOUND', what);
export const forbidden = (message = 'Not allowed', details?: unknown) =>
  new DomainError('ERRPERMISSION', message, details);
export const unauthenticated = (message = 'Not signed in') => new DomainError('ERRAUTH', message);
export const operationRefused = (message: string, details?: unknown) =>
  new DomainError('ERROPERATION', message, details);
export const rateLimited = (message = 'Too many attempts, try again later', retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS) =>
  new DomainError('ERRRATELIMIT', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) } satisfies RateLimitDetails);
export const unavailable = (message = 'Service unavailable') => new DomainError('ERRUNAVAILABLE', message);

/** Field-level details of a zod failure, as the contract's ERRVALIDATION `details`. */
export function validationError(error: z.ZodError): DomainError {
  const fields = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return new DomainError('ERRVALIDATION', 'The request does not match the contract', fields);
}

/** Parses with a contract schema or throws ERRVALIDATION. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationError(result.error);
  }
  return result.data;
}
