import { z } from 'zod';
import type { Principal } from './principal.js';

/** What the gateway knows about the HTTP request, passed along for audit and rate limits. */
export const requestMetaSchema = z.object({
  ip: z.string(),
  userAgent: z.string().optional(),
  requestId: z.string(),
  /** The request's `Idempotency-Key`, on writes of a signed-in account that carry one. */
  idempotencyKey: z.string().optional(),
  /** Routes of `transfer: { kind: 'stream' }`: the NATS subject the answer's bytes are sent to. */
  streamTo: z.string().optional(),
});
export type RequestMeta = z.infer<typeof requestMetaSchema>;

/**
 * The message the gateway sends over NATS for an HTTP route: the validated params, query and
 * body, plus who is asking. Services receive exactly this and answer with the route's response.
 */
export interface RpcRequest<P = unknown, Q = unknown, B = unknown> {
  principal: Principal | null;
  params: P;
  query: Q;
  body: B;
  meta: RequestMeta;
}
