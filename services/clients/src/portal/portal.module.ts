import { Module } from '@nestjs/common';
import { TrackingModule } from '../tracking/tracking.module.js';
import { portalKeyAttemptsProvider } from './portal-key-attempts.provider.js';
import { PortalHandlers } from './portal.handlers.js';
import { PortalService } from './portal.service.js';

/** The client portal's calls. */
@Module({
  imports: [TrackingModule],
  controllers: [PortalHandlers],
  providers: [PortalService, portalKeyAttemptsProvider],
})
export class PortalModule {}
