import { Module } from '@nestjs/common';
import { AccessModule, ObjectBuckets, OutboxModule } from '@openset/server-kit';
import { HistoryModule } from '../history/history.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { SetReadsModule } from '../sets/set-reads.module.js';
import { DeliveriesModule } from './deliveries.module.js';
import { SetEmailHandlers } from './set-email.handlers.js';
import { SetEmailService } from './set-email.service.js';

/** `PUT /sets/{id}/email`: through the outbox to the notifications service, with the PDF when asked for. */
@Module({
  imports: [AccessModule, OutboxModule, SetReadsModule, HistoryModule, DeliveriesModule, PdfModule],
  controllers: [SetEmailHandlers],
  providers: [SetEmailService, ObjectBuckets],
})
export class SetEmailModule {}
