import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { SetFoldersHandlers } from './folders.handlers.js';
import { SetFoldersService } from './folders.service.js';

@Module({
  imports: [AccessModule],
  controllers: [SetFoldersHandlers],
  providers: [SetFoldersService],
  exports: [SetFoldersService],
})
export class SetFoldersModule {}
