import { Controller } from '@nestjs/common';
import { billingRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { ReferralsService } from './referrals.service.js';

@Controller()
export class ReferralsHandlers {
  constructor(private readonly referrals: ReferralsService) {}

  @Handle(billingRoutes.clinicianReferral)
  referral(request: RouteRequest<typeof billingRoutes.clinicianReferral>): Promise<RouteReply<typeof billingRoutes.clinicianReferral>> {
    return this.referrals.of(requireRole(request.principal, 'clinician'));
  }
}
