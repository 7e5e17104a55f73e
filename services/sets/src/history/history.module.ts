import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { HistoryHandlers } from './history.handlers.js';
import { ClientDirectoryModule } from '../sets/client-directory.module.js';
import { HistoryService } from './history.service.js';

@Module({
  imports: [AccessModule, ClientDirectoryModule],
  controllers: [HistoryHandlers],
  providers: [HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}
