import { Controller } from '@nestjs/common';
import { lifecycleRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { ProfilesService } from '../accounts/profiles.service.js';
import { ClosingService } from './closing.service.js';

@Controller()
export class ClosingHandlers {
  constructor(
    private readonly closing: ClosingService,
    private readonly profiles: ProfilesService,
  ) {}

  /** A clinician closes their own account (CLOSE typed, a reason); a demo account simply expires. */
  @Handle(lifecycleRoutes.clinicianClose)
  async close(request: RouteRequest<typeof lifecycleRoutes.clinicianClose>): Promise<RouteReply<typeof lifecycleRoutes.clinicianClose>> {
    const principal = requireRole(request.principal, 'clinician');
    const account = await this.profiles.load(principal.accountId);
    return this.closing.closeByOwner(account, request.body);
  }
}
