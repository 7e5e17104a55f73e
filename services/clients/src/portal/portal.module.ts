import { Module } from '@nestjs/common';
import { TrackingModule } from '../tracking/tracking.module.js';
import { PortalKeyAttemptsModule } from './portal-key-attempts.provider.js';
import { PortalHandlers } from './portal.handlers.js';
import { PortalService } from './portal.service.js';

/** The client portal's calls. */
@Module({
  imports: [TrackingModule, PortalKeyAttemptsModule],
  controllers: [PortalHandlers],
  providers: [PortalService],
})
export class PortalModule {}
