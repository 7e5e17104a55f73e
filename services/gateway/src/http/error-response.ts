import { ERROR_HTTP_STATUS, type ApiFailure, type ErrorBody } from '@openset/contracts';
import type { JsonReply } from '@openset/server-kit';
import type { Response } from 'express';

/** The one place an error body becomes an HTTP answer: status from the contract's table. */
export function sendError(res: Response, error: ErrorBody): void {
  const envelope: ApiFailure = { status: 'error', error };
  res.status(ERROR_HTTP_STATUS[error.code]).json(envelope);
}

export function sendSuccess(res: Response, body: unknown, status = 200): void {
  res.status(status).json({ status: 'success', body });
}

const SUCCESS_HEAD = Buffer.from('{"status":"success","body":');
const SUCCESS_TAIL = Buffer.from('}');

/**
 * A service's reply as it came over the bus, inside the success wrapper: its bytes are copied,
 * never parsed and re-encoded. An empty reply is the wrapper without a body, as res.json writes it.
 */
export function sendSuccessJson(res: Response, reply: JsonReply | undefined): void {
  if (reply === undefined) {
    sendSuccess(res, undefined);
    return;
  }
  const body = Buffer.concat([SUCCESS_HEAD, reply.bytes, SUCCESS_TAIL]);
  res.status(200).type('application/json; charset=utf-8').send(body);
}
