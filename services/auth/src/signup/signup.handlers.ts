import { Controller } from '@nestjs/common';
import { lifecycleRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { SignUpService } from './signup.service.js';

@Controller()
export class SignUpHandlers {
  constructor(private readonly signUps: SignUpService) {}

  /** Public: the body is checked here too, whoever forwarded it. */
  @Handle(lifecycleRoutes.trialSignUp)
  trial(request: RouteRequest<typeof lifecycleRoutes.trialSignUp>): Promise<RouteReply<typeof lifecycleRoutes.trialSignUp>> {
    return this.signUps.trial(parseOrThrow(lifecycleRoutes.trialSignUp.body, request.body), request.meta);
  }

  @Handle(lifecycleRoutes.studentSignUp)
  student(request: RouteRequest<typeof lifecycleRoutes.studentSignUp>): Promise<RouteReply<typeof lifecycleRoutes.studentSignUp>> {
    return this.signUps.student(parseOrThrow(lifecycleRoutes.studentSignUp.body, request.body), request.meta);
  }

  /** Public: the link's token is the credential. */
  @Handle(lifecycleRoutes.signUpConfirm)
  confirm(request: RouteRequest<typeof lifecycleRoutes.signUpConfirm>): Promise<RouteReply<typeof lifecycleRoutes.signUpConfirm>> {
    return this.signUps.confirm(parseOrThrow(lifecycleRoutes.signUpConfirm.params, request.params).hash);
  }
}
