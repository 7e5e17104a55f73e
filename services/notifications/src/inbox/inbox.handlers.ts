import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { NOTIFICATION_EVENT, notificationRoutes as r, notificationSignalSubject, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle } from '@openset/server-kit';
import { InboxService } from './inbox.service.js';

/** GET /api/clinician/notifications, PUT .../markViewed, and the live channel of the caller's bell. */
@Controller()
export class InboxHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly inbox: InboxService,
  ) {}

  @Handle(r.list)
  async list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    return this.inbox.list(this.access.clinician(request.principal).accountId, request.query);
  }

  @Handle(r.markViewed)
  async markViewed(@Payload() request: RouteRequest<typeof r.markViewed>): Promise<RouteReply<typeof r.markViewed>> {
    return { updated: await this.inbox.markViewed(this.access.clinician(request.principal).accountId) };
  }

  /** The caller's own subject only: the gateway forwards what is published there to this browser. */
  @Handle(r.live)
  live(@Payload() request: RouteRequest<typeof r.live>): RouteReply<typeof r.live> {
    return { subject: notificationSignalSubject(this.access.clinician(request.principal).accountId), event: NOTIFICATION_EVENT };
  }
}
