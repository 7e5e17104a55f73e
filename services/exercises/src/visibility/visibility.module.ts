import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { EducationModule } from '../education/education.module.js';
import { ResourcesModule } from '../resources/resources.module.js';
import { VisibilityHandlers } from './visibility.handlers.js';
import { VisibilityService } from './visibility.service.js';

@Module({
  imports: [AccessModule, ResourcesModule, EducationModule],
  controllers: [VisibilityHandlers],
  providers: [VisibilityService],
})
export class VisibilityModule {}
