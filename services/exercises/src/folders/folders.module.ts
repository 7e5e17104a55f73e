import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { FoldersHandlers } from './folders.handlers.js';
import { FoldersService } from './folders.service.js';

@Module({
  imports: [AccessModule],
  controllers: [FoldersHandlers],
  providers: [FoldersService],
  exports: [FoldersService],
})
export class FoldersModule {}
