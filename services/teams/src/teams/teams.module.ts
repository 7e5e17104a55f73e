import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { PermissionsAnnouncer } from './permissions-announcer.js';
import { PermissionsService } from './permissions.service.js';
import { TeamsHandlers } from './teams.handlers.js';
import { TeamsService } from './teams.service.js';

@Module({
  imports: [OutboxModule],
  controllers: [TeamsHandlers],
  providers: [PermissionsAnnouncer, PermissionsService, TeamsService],
  exports: [PermissionsAnnouncer, PermissionsService, TeamsService],
})
export class TeamsModule {}
