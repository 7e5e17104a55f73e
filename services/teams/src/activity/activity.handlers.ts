import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { managerActivityRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { ActivityService } from './activity.service.js';

/** /manager/activity: the staff activity log and its CSV. */
@Controller()
export class ActivityHandlers {
  constructor(private readonly activity: ActivityService) {}

  @Handle(managerActivityRoutes.list)
  list(@Payload() request: RouteRequest<typeof managerActivityRoutes.list>): Promise<RouteReply<typeof managerActivityRoutes.list>> {
    return this.activity.list(request.principal, request.query);
  }

  @Handle(managerActivityRoutes.csv)
  csv(@Payload() request: RouteRequest<typeof managerActivityRoutes.csv>): Promise<RouteReply<typeof managerActivityRoutes.csv>> {
    return this.activity.csv(request.principal, request.query, request.meta.streamTo);
  }
}
