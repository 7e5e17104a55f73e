import { Controller } from '@nestjs/common';
import { authRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetHandlers {
  constructor(private readonly resets: PasswordResetService) {}

  /** Public: anybody may ask; the body is checked here too, whoever forwarded it. */
  @Handle(authRoutes.passwordResetRequest)
  request(request: RouteRequest<typeof authRoutes.passwordResetRequest>): Promise<RouteReply<typeof authRoutes.passwordResetRequest>> {
    const body = parseOrThrow(authRoutes.passwordResetRequest.body, request.body);
    return this.resets.request(body.token, request.meta);
  }

  /** Public: the link's token is the credential. */
  @Handle(authRoutes.passwordReset)
  reset(request: RouteRequest<typeof authRoutes.passwordReset>): Promise<RouteReply<typeof authRoutes.passwordReset>> {
    const params = parseOrThrow(authRoutes.passwordReset.params, request.params);
    const body = parseOrThrow(authRoutes.passwordReset.body, request.body);
    return this.resets.reset(params.hash, body.password);
  }
}
