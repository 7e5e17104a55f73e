import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import type { ErrorBody } from '@openset/contracts';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { DomainError, validationError } from './domain-error.js';

/**
 * The one mapping from anything a handler throws to the contract's error body. Only plain data
 * crosses NATS: a DomainError keeps its code, a zod failure becomes ERRVALIDATION, and anything
 * else is logged here and answered as ERRINTERNAL without its stack.
 */
export function toErrorBody(error: unknown, logger?: Logger): ErrorBody {
  if (error instanceof DomainError) {
    return error.toBody();
  }
  if (error instanceof ZodError) {
    return validationError(error).toBody();
  }
  if (error instanceof RpcException) {
    const inner = error.getError();
    if (DomainError.isBody(inner)) return inner;
  }
  if (DomainError.isBody(error)) {
    return error;
  }
  if (isDatabaseUnavailable(error)) {
    logger?.warn({ err: error }, 'database unavailable');
    return { code: 'ERRUNAVAILABLE', message: 'The database is unavailable; try again shortly' };
  }
  logger?.error({ err: error }, 'unhandled error in handler');
  return { code: 'ERRINTERNAL', message: 'Internal error' };
}

@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const body = toErrorBody(exception, this.logger);
    return throwError(() => body);
  }
}
