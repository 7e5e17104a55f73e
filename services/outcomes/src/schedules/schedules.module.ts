import { Module } from '@nestjs/common';
import { DefinitionsModule } from '../definitions/definitions.module.js';
import { OutcomeEventsModule } from '../outcome-events.module.js';
import { InvitationSender } from './invitation-sender.js';
import { Scheduler } from './scheduler.js';

@Module({
  imports: [DefinitionsModule, OutcomeEventsModule],
  providers: [InvitationSender, Scheduler],
  exports: [InvitationSender, Scheduler],
})
export class SchedulesModule {}
