import { Module } from '@nestjs/common';
import { PortalSessionsModule } from '../portal-sessions/portal-sessions.module.js';
import { Housekeeping } from './housekeeping.js';
import { SessionEvents } from './session-events.js';
import { SessionsHandlers } from './sessions.handlers.js';
import { SessionsService } from './sessions.service.js';

/** Server-side sessions: resolving a cookie, ending sessions, announcing changes, housekeeping. */
@Module({
  imports: [PortalSessionsModule],
  controllers: [SessionsHandlers],
  providers: [SessionsService, SessionEvents, Housekeeping],
  exports: [SessionsService, SessionEvents],
})
export class SessionsModule {}
