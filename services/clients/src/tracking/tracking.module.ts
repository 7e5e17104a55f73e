import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { ClinicianNames } from '../clients/clinician-names.js';
import { AdherenceRepository } from './adherence.repository.js';
import { TrackingService } from './tracking.service.js';

/**
 * Adherence, diaries and messages of clients (written by the portal, read by the clients
 * manager, which replies). The clinician names of replies, and of the clients list, come from
 * one cache.
 */
@Module({
  imports: [OutboxModule],
  providers: [TrackingService, AdherenceRepository, ClinicianNames],
  exports: [TrackingService, ClinicianNames],
})
export class TrackingModule {}
