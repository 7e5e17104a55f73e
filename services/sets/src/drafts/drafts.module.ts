import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { SetReadsModule } from '../sets/set-reads.module.js';
import { DraftsHandlers } from './drafts.handlers.js';
import { DraftsRepository } from './drafts.repository.js';
import { DraftsService } from './drafts.service.js';

@Module({
  imports: [AccessModule, SetReadsModule],
  controllers: [DraftsHandlers],
  providers: [DraftsRepository, DraftsService],
  exports: [DraftsService],
})
export class DraftsModule {}
