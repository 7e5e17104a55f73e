import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { OutcomeEvents } from './outcome-events.js';

/** The activity log's outcome events and the outbox they (and the e-mails) go through. */
@Module({
  imports: [OutboxModule],
  providers: [OutcomeEvents],
  exports: [OutcomeEvents, OutboxModule],
})
export class OutcomeEventsModule {}
