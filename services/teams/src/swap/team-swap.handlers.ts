import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { teamSwapRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { TeamSwapService } from './team-swap.service.js';

/** /clinician/team: team swap. */
@Controller()
export class TeamSwapHandlers {
  constructor(private readonly teamSwap: TeamSwapService) {}

  @Handle(teamSwapRoutes.list)
  list(@Payload() request: RouteRequest<typeof teamSwapRoutes.list>): Promise<RouteReply<typeof teamSwapRoutes.list>> {
    return this.teamSwap.mates(request.principal, request.query);
  }

  @Handle(teamSwapRoutes.swap)
  swap(@Payload() request: RouteRequest<typeof teamSwapRoutes.swap>): Promise<RouteReply<typeof teamSwapRoutes.swap>> {
    return this.teamSwap.swap(request.principal, request.params.id, request.body.password, request.meta);
  }
}
