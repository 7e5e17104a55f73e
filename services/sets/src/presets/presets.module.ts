import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { PresetsHandlers } from './presets.handlers.js';
import { PresetsService } from './presets.service.js';

@Module({
  imports: [AccessModule],
  controllers: [PresetsHandlers],
  providers: [PresetsService],
})
export class PresetsModule {}
