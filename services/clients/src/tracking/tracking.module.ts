import { Module } from '@nestjs/common';
import { AdherenceRepository } from './adherence.repository.js';
import { TrackingService } from './tracking.service.js';

/** Adherence, diaries and feedback of clients (written by the portal, read by the clients manager). */
@Module({
  providers: [TrackingService, AdherenceRepository],
  exports: [TrackingService],
})
export class TrackingModule {}
