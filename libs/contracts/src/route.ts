import type { z } from 'zod';
import type { RpcRequest } from './rpc.js';

/**
 * Who may call a route.
 * - public: no session needed (a session, if present, is still resolved and passed on)
 * - session: any signed-in account (not a portal client)
 * - clinician / manager / admin: a signed-in account of that role
 * - portal: a client signed in to the client portal (a session of its own kind, never an account's)
 */
export const ACCESS_RULES = ['public', 'session', 'clinician', 'manager', 'admin', 'portal'] as const;
export type Access = (typeof ACCESS_RULES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the gateway serves the route table; every route path is relative to it. */
export const API_BASE_PATH = '/api';

/**
 * One HTTP call of the API: its path under /api, the NATS subject that serves it, and the
 * schemas that the gateway validates against and that OpenAPI is generated from.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Express-style path under /api, e.g. `/clinician/exercises/:ids`. */
  path: string;
  /** NATS subject (without the deployment prefix) of the handler. */
  subject: string;
  access: Access;
  summary: string;
  tag: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  /**
   * Session effects the gateway applies: `create` expects the service to answer
   * `{ sid, body }` and sets the session cookie; `destroy` clears it; `refresh` (a change of what
   * the principal carries, such as the language) drops the gateway's copy of the caller's
   * resolved session once the write succeeded, so the caller's very next call is answered as
   * changed (other copies of the gateway drop theirs on the auth service's announcement).
   */
  session?: 'create' | 'destroy' | 'refresh';
  /**
   * The answer is for a person's browser, not a program: the service answers `{ location }` (a
   * path on this origin, `RedirectAnswer`; with `session: 'create'`, inside `{ sid, body }`) and
   * the gateway answers 303 See Other to it. Any refusal below a server error (a malformed,
   * unknown or spent request) answers 303 to `onError` instead of the JSON error wrapper, so
   * opening a link never shows JSON. Only same-origin paths: the gateway refuses any other.
   */
  redirect?: { onError: string };
  /** Skip the CSRF check (calls made before a session exists). */
  noCsrf?: boolean;
  /**
   * File transfer done by the gateway: `upload` stages the multipart field `field` in the object
   * store and puts an UploadRef at `body.file` (other multipart fields stay in the body);
   * `download` expects the service to answer a FileRef and streams that object; `stream` expects
   * a StreamStart, then bytes the service sends as it makes them (`meta.streamTo`, byte-stream.ts
   * of server-kit), which the gateway writes as they come; `events` expects a LiveChannel (the
   * NATS subject the service chose for this caller) and answers server-sent events, one for each
   * message on that subject, until the browser goes away.
   */
  transfer?: { kind: 'upload'; field: string; maxBytes: number } | { kind: 'download' } | { kind: 'stream' } | { kind: 'events' };
  /**
   * Answering the same request twice does no harm (a write that sets a value): after a timeout the
   * gateway may send it again, to another copy of the service. GET routes are idempotent without
   * saying so, and so is any write that carries an `Idempotency-Key` (see idempotency.ts).
   */
  idempotent?: true;
}

declare const addressed: unique symbol;

/**
 * A route's method and path without its schemas, for a page that calls the API before it has
 * loaded zod (the shell's sign-in start-up: `authAddresses`). The route it stands for stays in
 * its type, so a call through it is typed by the route's schemas all the same.
 */
export interface RouteAddress<T extends RouteDef = RouteDef> {
  readonly method: T['method'];
  readonly path: T['path'];
  /** Never set: only carries the route's type. */
  readonly [addressed]?: T;
}

/** What a service answers for a route with `redirect`: where the browser goes next (a path on this origin). */
export interface RedirectAnswer {
  location: string;
}

/** Whether the gateway may send a request of this route again after a timeout. */
export const isIdempotent = (route: Pick<RouteDef, 'method' | 'idempotent'>): boolean => route.method === 'GET' || route.idempotent === true;

export type RouteParams<T extends RouteDef> = z.output<T['params']>;
export type RouteQuery<T extends RouteDef> = z.output<T['query']>;
export type RouteBody<T extends RouteDef> = z.output<T['body']>;
/** What the client sends (before zod transforms/defaults). */
export type RouteBodyInput<T extends RouteDef> = z.input<T['body']>;
export type RouteResponse<T extends RouteDef> = z.output<T['response']>;
export type RouteRequest<T extends RouteDef> = RpcRequest<RouteParams<T>, RouteQuery<T>, RouteBody<T>>;

/** What a service handler answers for a route: the response, or `{sid, body}` for session creation. */
export type RouteReply<T extends RouteDef> = T['session'] extends 'create'
  ? { sid: string | null; body: RouteResponse<T> }
  : RouteResponse<T>;

/** Keeps every literal of the definition (e.g. `session: 'create'`) in the route's type. */
export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}
