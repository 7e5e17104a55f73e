import { Module } from '@nestjs/common';
import { SessionEvents } from '../sessions/session-events.js';
import { PortalSessionsHandlers } from './portal-sessions.handlers.js';
import { PortalSessionsService } from './portal-sessions.service.js';

/** Sessions of clients in the client portal (a kind of their own, see the service). */
@Module({
  controllers: [PortalSessionsHandlers],
  providers: [PortalSessionsService, SessionEvents],
  exports: [PortalSessionsService],
})
export class PortalSessionsModule {}
