import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { setRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { SetEmailService } from './set-email.service.js';

/** E-mailing a client set to its client. */
@Controller()
export class SetEmailHandlers {
  constructor(private readonly email: SetEmailService) {}

  /** Access first in the service: demo refused, then the set as the viewer may see it. */
  @Handle(r.email)
  send(@Payload() request: RouteRequest<typeof r.email>): Promise<RouteReply<typeof r.email>> {
    return this.email.send(request.principal, request.params.id, request.body, request.meta);
  }
}
