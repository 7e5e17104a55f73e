import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { OutcomeEventsModule } from '../outcome-events.module.js';
import { DefinitionsHandlers } from './definitions.handlers.js';
import { DefinitionsService } from './definitions.service.js';

@Module({
  imports: [AccessModule, OutcomeEventsModule],
  controllers: [DefinitionsHandlers],
  providers: [DefinitionsService],
  exports: [DefinitionsService],
})
export class DefinitionsModule {}
