import { Module } from '@nestjs/common';
import { ClientOutcomesModule } from '../client-outcomes/client-outcomes.module.js';
import { DefinitionsModule } from '../definitions/definitions.module.js';
import { OutcomeEventsModule } from '../outcome-events.module.js';
import { PortalOutcomesHandlers } from './portal-outcomes.handlers.js';
import { PortalOutcomesService } from './portal-outcomes.service.js';

@Module({
  imports: [ClientOutcomesModule, DefinitionsModule, OutcomeEventsModule],
  controllers: [PortalOutcomesHandlers],
  providers: [PortalOutcomesService],
})
export class PortalOutcomesModule {}
