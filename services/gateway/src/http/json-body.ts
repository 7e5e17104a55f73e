import express, { type Express } from 'express';
import { gatewayConfig } from '../gateway.config.js';

/**
 * JSON bodies up to the configured limit. A body that is not JSON, or too large, is a contract
 * violation: `answerApiErrorsInContract` answers it as ERRVALIDATION, never a 500.
 */
export function useJsonBodies(app: Express): void {
  app.use('/api', express.json({ limit: gatewayConfig.jsonLimit, strict: false }));
}
