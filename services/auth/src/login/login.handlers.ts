import { Controller } from '@nestjs/common';
import { authRoutes, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
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
    // The one body anybody may send: checked here too, whoever forwarded it.
    const body = parseOrThrow(authRoutes.login.body, request.body);
    return this.login.login(body, request.meta, request.principal?.sessionId);
  }

  /** The second step: the code e-mailed after the password (not in a transaction: a wrong code's count stays). */
  @Handle(authRoutes.loginSecondary, { transaction: false })
  secondary(request: RouteRequest<typeof authRoutes.loginSecondary>): Promise<LoginReply> {
    const body = parseOrThrow(authRoutes.loginSecondary.body, request.body);
    return this.login.secondaryLogin(body.challenge, body.code, request.meta, request.principal?.sessionId);
  }
}
