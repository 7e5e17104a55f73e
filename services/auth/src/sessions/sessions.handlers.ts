import { Controller } from '@nestjs/common';
import {
  AUTH_SUBJECTS,
  authRoutes,
  resolveSessionRequestSchema,
  type ResolvedSession,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { requireSession } from '../access/require-role.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsHandlers {
  constructor(private readonly sessions: SessionsService) {}

  /** Called by the gateway with the cookie value on every request that carries one. */
  @Handle(AUTH_SUBJECTS.resolveSession)
  resolve(payload: unknown): Promise<ResolvedSession> {
    const { sid } = parseOrThrow(resolveSessionRequestSchema, payload);
    return this.sessions.resolve(sid);
  }

  /** Keep-alive: resolving the session on the way here already recorded the activity. */
  @Handle(authRoutes.ping)
  ping(request: RouteRequest<typeof authRoutes.ping>): RouteReply<typeof authRoutes.ping> {
    requireSession(request.principal);
    return { ok: true, serverTime: new Date().toISOString() };
  }

  @Handle(authRoutes.bootstrap)
  async bootstrap(request: RouteRequest<typeof authRoutes.bootstrap>): Promise<RouteReply<typeof authRoutes.bootstrap>> {
    const principal = request.principal;
    const csrfToken = principal ? await this.sessions.csrfTokenOf(principal.sessionId) : null;
    if (!principal || csrfToken === null) {
      return { authenticated: false };
    }
    return { authenticated: true, role: principal.role, accountId: principal.accountId, csrfToken };
  }

  /** Public and idempotent, so an expired cookie still logs out cleanly. */
  @Handle(authRoutes.logout)
  async logout(request: RouteRequest<typeof authRoutes.logout>): Promise<RouteReply<typeof authRoutes.logout>> {
    if (request.principal) {
      await this.sessions.destroy(request.principal.sessionId);
    }
    return { ok: true };
  }
}
