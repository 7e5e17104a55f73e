import { Injectable } from '@nestjs/common';
import { CSRF_HEADER, ERROR_HTTP_STATUS, type FileRef, type RedirectAnswer, type LiveChannel, type RouteDef, type RpcRequest, type StreamStart } from '@openset/contracts';
import { checkAccess, DomainError, forbidden, parseOrThrow, RpcClient, serviceLogger, toErrorBody } from '@openset/server-kit/transport';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { FileTransfer } from '../files/file-transfer.js';
import { StreamTransfer } from '../files/stream-transfer.js';
import { gatewayConfig } from '../gateway.config.js';
import { sendError, sendSuccess, sendSuccessJson } from '../http/error-response.js';
import { sameOriginPath, sendRedirect } from '../http/redirect.js';
import { LiveEvents } from '../live/live-events.js';
import { clearSessionCookie, setSessionCookie } from '../session/session-cookie.js';
import { SessionResolver } from '../session/session-resolver.js';
import { idempotencyKeyOf } from './idempotency-key.js';

const logger = serviceLogger('gateway');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The pipeline every forwarded route goes through: session -> role -> CSRF -> contract
 * validation -> NATS request to the owning service -> status wrapper (and cookie effects).
 */
@Injectable()
export class RouteHandler {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionResolver,
    private readonly files: FileTransfer,
    private readonly streams: StreamTransfer,
    private readonly live: LiveEvents,
  ) {}

  async handle(route: RouteDef, req: Request, res: Response): Promise<void> {
    const requestId = randomUUID();
    try {
      const session = await this.sessions.resolve(req);
      const principal = session?.principal ?? null;
      checkAccess(route.access, principal);
      // A call with an API key carries no cookie a page could be tricked into sending: no CSRF token.
      if (session && !session.apiKeyId && !SAFE_METHODS.has(req.method) && !route.noCsrf) {
        if (req.get(CSRF_HEADER) !== session.csrfToken) {
          throw forbidden('Missing or wrong CSRF token');
        }
      }

      const rawBody = route.transfer?.kind === 'upload' ? await this.files.receiveUpload(req, route) : req.body;
      const request: RpcRequest = {
        principal,
        params: parseOrThrow(route.params, req.params),
        query: parseOrThrow(route.query, req.query),
        body: parseOrThrow(route.body, rawBody),
        meta: { ip: req.ip ?? '', userAgent: req.get('user-agent')?.slice(0, 300), requestId, idempotencyKey: idempotencyKeyOf(route, req, principal) },
      };

      if (route.transfer?.kind === 'stream') {
        const { subject, received } = await this.streams.open();
        let start: StreamStart;
        try {
          start = (await this.rpc.forwardForJson(route, { ...request, meta: { ...request.meta, streamTo: subject } }))?.parse() as StreamStart;
        } catch (error) {
          received.close();
          throw error;
        }
        await this.streams.send(res, start, received);
        return;
      }

      const reply = await this.rpc.forwardForJson(route, request);

      if (route.transfer?.kind === 'events') {
        await this.live.send(req, res, reply?.parse() as LiveChannel);
        return;
      }
      if (route.transfer?.kind === 'download') {
        await this.files.sendFile(res, reply?.parse() as FileRef);
        return;
      }
      if (route.session === 'create') {
        const created = reply?.parse() as { sid: string | null; body: unknown } | undefined;
        this.checkReply(route, created?.body);
        // Checked before the cookie is set: a redirect off the site fails with no session given.
        const location = route.redirect ? sameOriginPath((created?.body as RedirectAnswer | undefined)?.location) : null;
        if (created?.sid) setSessionCookie(req, res, route, created.sid);
        if (location !== null) sendRedirect(res, location);
        else sendSuccess(res, created?.body);
        return;
      }
      if (route.redirect) {
        const answer = reply?.parse() as RedirectAnswer | undefined;
        this.checkReply(route, answer);
        sendRedirect(res, sameOriginPath(answer?.location));
        return;
      }
      if (route.session === 'destroy') {
        this.sessions.forget(req);
        clearSessionCookie(req, res, route);
      }
      if (route.session === 'refresh') this.sessions.forget(req);
      if (gatewayConfig.validateResponses) this.checkReply(route, reply?.parse());
      sendSuccessJson(res, reply);
    } catch (error) {
      const body = toErrorBody(error, logger);
      if (body.code === 'ERRAUTH' && this.sessions.sessionId(req)) {
        this.sessions.forget(req);
        clearSessionCookie(req, res, route);
      }
      if (body.code === 'ERRINTERNAL' || body.code === 'ERRUNAVAILABLE') {
        logger.warn({ requestId, route: `${route.method} ${route.path}`, code: body.code }, body.message);
      }
      // A person opened it (a link): a refusal sends the browser to a page that says so, not to JSON.
      if (route.redirect && ERROR_HTTP_STATUS[body.code] < 500) sendRedirect(res, route.redirect.onError);
      else sendError(res, body);
    }
  }

  /** Test and development runs check every reply against the contract (VALIDATE_RESPONSES). */
  private checkReply(route: RouteDef, body: unknown): void {
    if (!gatewayConfig.validateResponses) return;
    const check = route.response.safeParse(body);
    if (!check.success) {
      logger.error({ route: route.path, issues: check.error.issues }, 'service reply breaks the contract');
      throw new DomainError('ERRINTERNAL', 'Reply does not match the contract');
    }
  }
}
