import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { portalOutcomeRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { PortalOutcomesService, signedInClient } from './portal-outcomes.service.js';

/** Calls of /api/portal/outcomes: the signed-in client's own questionnaires only. */
@Controller()
export class PortalOutcomesHandlers {
  constructor(private readonly portal: PortalOutcomesService) {}

  @Handle(r.list)
  list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    const { clientId, lang } = signedInClient(request.principal);
    return this.portal.list(clientId, request.query, lang);
  }

  @Handle(r.get)
  get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    const { clientId, lang } = signedInClient(request.principal);
    return this.portal.get(clientId, request.params.id, lang);
  }

  @Handle(r.submit)
  submit(@Payload() request: RouteRequest<typeof r.submit>): Promise<RouteReply<typeof r.submit>> {
    const { clientId } = signedInClient(request.principal);
    return this.portal.submit(clientId, request.params.id, request.body, request.meta.idempotencyKey);
  }

  @Handle(r.stop)
  async stop(@Payload() request: RouteRequest<typeof r.stop>): Promise<RouteReply<typeof r.stop>> {
    const { clientId } = signedInClient(request.principal);
    await this.portal.stop(clientId, request.params.id);
    return { ok: true };
  }
}
