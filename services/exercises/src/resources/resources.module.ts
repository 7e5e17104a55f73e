import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { FilesModule } from '../files/files.module.js';
import { ResourcesHandlers } from './resources.handlers.js';
import { ResourcesService } from './resources.service.js';

@Module({
  imports: [AccessModule, FilesModule],
  controllers: [ResourcesHandlers],
  providers: [ResourcesService],
  exports: [ResourcesService],
})
export class ResourcesModule {}
