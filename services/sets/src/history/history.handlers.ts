import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { setRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle } from '@openset/server-kit';
import { HistoryService } from './history.service.js';

/** A set's history points (read-only). */
@Controller()
export class HistoryHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly history: HistoryService,
  ) {}

  @Handle(r.history)
  async list(@Payload() request: RouteRequest<typeof r.history>): Promise<RouteReply<typeof r.history>> {
    return this.history.list(request.params.id, request.query, await this.access.viewer(request.principal));
  }

  @Handle(r.historyPoint)
  async one(@Payload() request: RouteRequest<typeof r.historyPoint>): Promise<RouteReply<typeof r.historyPoint>> {
    return this.history.one(request.params.id, await this.access.viewer(request.principal));
  }
}
