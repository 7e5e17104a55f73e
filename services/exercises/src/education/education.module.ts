import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { ResourcesModule } from '../resources/resources.module.js';
import { EducationHandlers } from './education.handlers.js';
import { EducationRepository } from './education.repository.js';
import { EducationService } from './education.service.js';

@Module({
  imports: [AccessModule, ResourcesModule],
  controllers: [EducationHandlers],
  providers: [EducationService, EducationRepository],
  exports: [EducationService],
})
export class EducationModule {}
