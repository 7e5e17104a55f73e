import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { HistoryHandlers } from './history.handlers.js';
import { HistoryService } from './history.service.js';

@Module({
  imports: [AccessModule],
  controllers: [HistoryHandlers],
  providers: [HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}
