import { Controller } from '@nestjs/common';
import { authRoutes, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { LoginService, type LoginReply } from './login.service.js';

@Controller()
export class LoginHandlers {
  constructor(private readonly login: LoginService) {}

  /**
   * Public by nature; answers `{sid, body}` and the gateway turns `sid` into the cookie.
   * (Typed as LoginReply: RouteReply cannot see `session: 'create'`, which defineRoute widens.)
   * Not in a transaction: a refused login must keep the failure it records for the rate limit.
   */
  @Handle(authRoutes.login, { transaction: false })
  signIn(request: RouteRequest<typeof authRoutes.login>): Promise<LoginReply> {
    return this.login.login(request.body, request.meta, request.principal?.sessionId);
  }
}
