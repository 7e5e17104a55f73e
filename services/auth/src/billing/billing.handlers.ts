import { Controller } from '@nestjs/common';
import { billingRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { BillingService } from './billing.service.js';

@Controller()
export class BillingHandlers {
  constructor(private readonly billing: BillingService) {}

  @Handle(billingRoutes.clinicianBilling)
  billingOf(request: RouteRequest<typeof billingRoutes.clinicianBilling>): Promise<RouteReply<typeof billingRoutes.clinicianBilling>> {
    return this.billing.of(requireRole(request.principal, 'clinician'));
  }
}
