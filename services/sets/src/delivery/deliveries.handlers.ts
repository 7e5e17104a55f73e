import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { setRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle } from '@openset/server-kit';
import { DeliveriesService } from './deliveries.service.js';

/** A set's reports: what was e-mailed, exported and printed. */
@Controller()
export class DeliveriesHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly deliveries: DeliveriesService,
  ) {}

  @Handle(r.reports)
  async list(@Payload() request: RouteRequest<typeof r.reports>): Promise<RouteReply<typeof r.reports>> {
    return this.deliveries.list(request.params.id, request.query, await this.access.viewer(request.principal));
  }
}
