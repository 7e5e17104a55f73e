import type { ServerErrorCode } from '@openset/contracts';
import { serviceLogger } from '@openset/server-kit/transport';
import type { ErrorRequestHandler, Express } from 'express';
import { gatewayConfig } from '../gateway.config.js';
import { sendError } from './error-response.js';

const logger = serviceLogger('gateway');

interface HttpLikeError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * Registered after every /api route: whatever Express or a middleware would answer by itself
 * (a body that is not JSON or too large, a malformed percent-escape in a path parameter, ...)
 * leaves as the contract's error wrapper with a code, never Express's HTML page or a stack.
 */
export function answerApiErrorsInContract(app: Express): void {
  const toContract: ErrorRequestHandler = (error: HttpLikeError | undefined, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const [code, message] = contractErrorOf(error);
    if (code === 'ERRINTERNAL') logger.error({ err: error }, 'unhandled error under /api');
    sendError(res, { code, message });
  };
  app.use('/api', toContract);
}

function contractErrorOf(error: HttpLikeError | undefined): [ServerErrorCode, string] {
  if (error?.type === 'entity.parse.failed') return ['ERRVALIDATION', 'The body is not valid JSON'];
  if (error?.type === 'entity.too.large') return ['ERRVALIDATION', `The body is larger than ${gatewayConfig.jsonLimit}`];
  const status = error?.status ?? error?.statusCode ?? 500;
  if (status === 404) return ['ERRNOTFOUND', 'No such API route'];
  if (status >= 400 && status < 500) return ['ERRVALIDATION', 'The request could not be read'];
  return ['ERRINTERNAL', 'Internal error'];
}
