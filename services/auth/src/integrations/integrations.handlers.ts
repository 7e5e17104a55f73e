import { Controller } from '@nestjs/common';
import { integrationRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { IntegrationsService } from './integrations.service.js';

/** Settings > Integrations: the caller's own integrations only (the account id comes from the principal). */
@Controller()
export class IntegrationsHandlers {
  constructor(private readonly integrations: IntegrationsService) {}

  @Handle(integrationRoutes.integrationsList)
  list(request: RouteRequest<typeof integrationRoutes.integrationsList>): Promise<RouteReply<typeof integrationRoutes.integrationsList>> {
    return this.integrations.list(requireRole(request.principal, 'clinician').accountId, request.query);
  }

  /** A provider that needs an API key is refused without one; the key goes to its connect flow once one exists. */
  @Handle(integrationRoutes.integrationConnect)
  connect(request: RouteRequest<typeof integrationRoutes.integrationConnect>): Promise<RouteReply<typeof integrationRoutes.integrationConnect>> {
    const { accountId } = requireRole(request.principal, 'clinician');
    return this.integrations.connect(accountId, request.params.type, { actorId: accountId, ip: request.meta.ip }, request.body.key);
  }

  @Handle(integrationRoutes.integrationRestart)
  restart(request: RouteRequest<typeof integrationRoutes.integrationRestart>): Promise<RouteReply<typeof integrationRoutes.integrationRestart>> {
    return this.integrations.restart(requireRole(request.principal, 'clinician').accountId, request.meta.ip);
  }

  @Handle(integrationRoutes.integrationRemove)
  remove(request: RouteRequest<typeof integrationRoutes.integrationRemove>): Promise<RouteReply<typeof integrationRoutes.integrationRemove>> {
    return this.integrations.remove(requireRole(request.principal, 'clinician').accountId, request.meta.ip);
  }
}
