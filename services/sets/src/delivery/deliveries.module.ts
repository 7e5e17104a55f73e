import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { SetReadsModule } from '../sets/set-reads.module.js';
import { DeliveriesHandlers } from './deliveries.handlers.js';
import { DeliveriesService } from './deliveries.service.js';

/**
 * A set's deliveries (e-mail, PDF, print) and its reports route. Other domains record theirs
 * through the exported DeliveriesService (`record`, in their own transaction).
 */
@Module({
  imports: [AccessModule, SetReadsModule],
  controllers: [DeliveriesHandlers],
  providers: [DeliveriesService],
  exports: [DeliveriesService],
})
export class DeliveriesModule {}
