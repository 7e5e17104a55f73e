import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { DefinitionsModule } from '../definitions/definitions.module.js';
import { OutcomeEventsModule } from '../outcome-events.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { ClientDeletions } from './client-deletions.js';
import { ClientOutcomesHandlers } from './client-outcomes.handlers.js';
import { ClientOutcomesService } from './client-outcomes.service.js';
import { OutcomeAccess } from './outcome-access.js';
import { ResultsStore } from './results.store.js';

@Module({
  imports: [AccessModule, DefinitionsModule, OutcomeEventsModule, SchedulesModule],
  controllers: [ClientOutcomesHandlers],
  providers: [OutcomeAccess, ClientOutcomesService, ResultsStore, ClientDeletions],
  exports: [ResultsStore],
})
export class ClientOutcomesModule {}
