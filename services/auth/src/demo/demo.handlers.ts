import { Controller } from '@nestjs/common';
import { lifecycleRoutes, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import type { LoginReply } from '../login/login.service.js';
import { DemoService } from './demo.service.js';

@Controller()
export class DemoHandlers {
  constructor(private readonly demo: DemoService) {}

  /**
   * Public: anybody may start a demo. Not in one transaction: the account is written before its
   * samples are made by other services (which must see nothing uncommitted of ours), and the
   * account's expiry is what cleans up after a half-made demo.
   */
  @Handle(lifecycleRoutes.demoLogin, { transaction: false })
  login(request: RouteRequest<typeof lifecycleRoutes.demoLogin>): Promise<LoginReply> {
    const { lang } = parseOrThrow(lifecycleRoutes.demoLogin.params, request.params);
    return this.demo.login(lang, request.meta, request.principal?.sessionId);
  }
}
