import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { feedbackRoutes as r, type Principal, type RouteReply, type RouteRequest } from '@openset/contracts';
import { forbidden, Handle, unauthenticated } from '@openset/server-kit';
import { FeedbackService } from './feedback.service.js';

/** The caller is the session's account, of the route's role; the body names nobody. */
function caller(principal: Principal | null, role: 'clinician' | 'manager'): Principal {
  if (!principal) throw unauthenticated();
  if (principal.role !== role) throw forbidden(role === 'clinician' ? 'Clinicians only' : 'Managers only');
  return principal;
}

/** POST /api/clinician/feedback and /api/manager/feedback: feedback to the operator. */
@Controller()
export class FeedbackHandlers {
  constructor(private readonly feedback: FeedbackService) {}

  @Handle(r.clinician)
  async clinician(@Payload() request: RouteRequest<typeof r.clinician>): Promise<RouteReply<typeof r.clinician>> {
    return this.feedback.send(caller(request.principal, 'clinician'), request.body, request.meta);
  }

  @Handle(r.manager)
  async manager(@Payload() request: RouteRequest<typeof r.manager>): Promise<RouteReply<typeof r.manager>> {
    return this.feedback.send(caller(request.principal, 'manager'), request.body, request.meta);
  }
}
