import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { InboxConsumer } from './inbox.consumer.js';
import { InboxHandlers } from './inbox.handlers.js';
import { InboxService } from './inbox.service.js';

/** Clinicians' notifications (the shell's bell): made from events, listed, marked viewed, announced live. */
@Module({
  imports: [AccessModule],
  controllers: [InboxHandlers],
  providers: [InboxService, InboxConsumer],
})
export class InboxModule {}
