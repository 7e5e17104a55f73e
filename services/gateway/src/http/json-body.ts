import express, { type ErrorRequestHandler, type Express } from 'express';
import { gatewayConfig } from '../gateway.config.js';
import { sendError } from './error-response.js';

/**
 * JSON bodies up to the configured limit. A body that is not JSON, or too large, is a
 * contract violation (ERRVALIDATION), never a 500.
 */
export function useJsonBodies(app: Express): void {
  app.use('/api', express.json({ limit: gatewayConfig.jsonLimit, strict: false }));
  const onBodyError: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
    if (error?.type === 'entity.parse.failed') {
      sendError(res, { code: 'ERRVALIDATION', message: 'The body is not valid JSON' });
    } else if (error?.type === 'entity.too.large') {
      sendError(res, { code: 'ERRVALIDATION', message: `The body is larger than ${gatewayConfig.jsonLimit}` });
    } else if (error?.status && error.status < 500) {
      sendError(res, { code: 'ERRVALIDATION', message: 'The request could not be read' });
    } else {
      next(error);
    }
  };
  app.use('/api', onBodyError);
}
