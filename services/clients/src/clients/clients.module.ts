import { Module } from '@nestjs/common';
import { AccessModule, OutboxModule } from '@openset/server-kit';
import { PortalKeyAttemptsModule } from '../portal/portal-key-attempts.provider.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { ClientAccess } from './client-access.js';
import { ClientOutcomesReader } from './client-outcomes.reader.js';
import { ClientOwnersHandlers } from './client-owners.handlers.js';
import { ClientEditsService } from './client-edits.service.js';
import { PortalLocksService } from '../portal/portal-locks.service.js';
import { ClientEvents } from './client-events.js';
import { ClientsHandlers } from './clients.handlers.js';
import { ClientsRepository } from './clients.repository.js';
import { ClientsService } from './clients.service.js';
import { RecipientHandlers } from './recipient.handlers.js';

/** Clients of clinicians: the clients manager's calls and their visibility for other services. */
@Module({
  imports: [AccessModule, OutboxModule, TrackingModule, PortalKeyAttemptsModule],
  controllers: [ClientsHandlers, RecipientHandlers, ClientOwnersHandlers],
  providers: [ClientAccess, ClientOutcomesReader, ClientsService, ClientEditsService, ClientEvents, ClientsRepository, PortalLocksService],
  exports: [ClientAccess, ClientsService],
})
export class ClientsModule {}
