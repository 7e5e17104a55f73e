import { Module } from '@nestjs/common';
import { PermissionsService } from './permissions.service.js';
import { TeamsHandlers } from './teams.handlers.js';
import { TeamsService } from './teams.service.js';

@Module({
  controllers: [TeamsHandlers],
  providers: [PermissionsService, TeamsService],
})
export class TeamsModule {}
