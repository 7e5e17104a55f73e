import { ERROR_HTTP_STATUS, type ApiFailure, type ErrorBody } from '@openset/contracts';
import type { Response } from 'express';

/** The one place an error body becomes an HTTP answer: status from the contract's table. */
export function sendError(res: Response, error: ErrorBody): void {
  const envelope: ApiFailure = { status: 'error', error };
  res.status(ERROR_HTTP_STATUS[error.code]).json(envelope);
}

export function sendSuccess(res: Response, body: unknown, status = 200): void {
  res.status(status).json({ status: 'success', body });
}
