import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { DefinitionsHandlers } from './definitions.handlers.js';

@Module({
  imports: [AccessModule],
  controllers: [DefinitionsHandlers],
})
export class DefinitionsModule {}
