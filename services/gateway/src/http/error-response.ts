import { DEFAULT_RETRY_AFTER_SECONDS, ERROR_HTTP_STATUS, rateLimitDetailsSchema, type ApiFailure, type ErrorBody } from '@openset/contracts';
import { wrapSuccess, type JsonReply } from '@openset/server-kit/transport';
import type { Response } from 'express';
import { sendCompressible } from './compressed-answer.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The one place an error body becomes an HTTP answer: status from the contract's table, and
 * `Retry-After` on every 429 (the limit's own wait when it gave one).
 */
export function sendError(res: Response, error: ErrorBody): void {
  const envelope: ApiFailure = { status: 'error', error };
  if (error.code === 'ERRRATELIMIT') {
    res.set('Retry-After', String(retryAfterSeconds(error.details)));
  }
  sendCompressible(res, ERROR_HTTP_STATUS[error.code], JSON_TYPE, Buffer.from(JSON.stringify(envelope)));
}

function retryAfterSeconds(details: unknown): number {
  const parsed = rateLimitDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.retryAfterSeconds : DEFAULT_RETRY_AFTER_SECONDS;
}

export function sendSuccess(res: Response, body: unknown, status = 200): void {
  sendCompressible(res, status, JSON_TYPE, Buffer.from(JSON.stringify({ status: 'success', body })));
}

/**
 * A service's reply as it came over the bus, inside the success wrapper: its bytes are copied,
 * never parsed and re-encoded. An empty reply is the wrapper without a body, as res.json writes
 * it.
 */
export function sendSuccessJson(res: Response, reply: JsonReply | undefined): void {
  if (reply === undefined) {
    sendSuccess(res, undefined);
    return;
  }
  sendCompressible(res, 200, JSON_TYPE, asBuffer(wrapSuccess(reply.bytes)));
}

/** The same bytes as a Buffer (Express sends Buffers as they are), without copying. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
