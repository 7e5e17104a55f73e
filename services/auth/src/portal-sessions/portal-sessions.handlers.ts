import { Controller } from '@nestjs/common';
import {
  endPortalSessionsSchema,
  PORTAL_SESSION_SUBJECTS,
  portalRoutes,
  portalSessionRequestSchema,
  type PortalSessionReply,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { PortalSessionsService } from './portal-sessions.service.js';

@Controller()
export class PortalSessionsHandlers {
  constructor(private readonly sessions: PortalSessionsService) {}

  /** Internal: the clients service asks for a session once it has checked the client's key. */
  @Handle(PORTAL_SESSION_SUBJECTS.create, { transaction: true })
  create(payload: unknown): Promise<PortalSessionReply> {
    return this.sessions.create(parseOrThrow(portalSessionRequestSchema, payload));
  }

  @Handle(PORTAL_SESSION_SUBJECTS.end, { transaction: true })
  async end(payload: unknown): Promise<{ ok: true }> {
    await this.sessions.endFor(parseOrThrow(endPortalSessionsSchema, payload).clientIds);
    return { ok: true };
  }

  /** Public and idempotent like the clinicians' logout; only a portal session is ended here. */
  @Handle(portalRoutes.logout)
  async logout(request: RouteRequest<typeof portalRoutes.logout>): Promise<RouteReply<typeof portalRoutes.logout>> {
    if (request.principal?.role === 'client') await this.sessions.destroy(request.principal.sessionId);
    return { ok: true };
  }
}
