import { Module } from '@nestjs/common';
import { ByteStreams, ObjectBuckets, OutboxModule } from '@openset/server-kit';
import { ActivityConsumer } from '../activity/activity.consumer.js';
import { ActivityHandlers } from '../activity/activity.handlers.js';
import { ActivityService } from '../activity/activity.service.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import { TeamSwapHandlers } from '../swap/team-swap.handlers.js';
import { TeamSwapService } from '../swap/team-swap.service.js';
import { TeamsModule } from '../teams/teams.module.js';
import { ManagerAccess } from './manager-access.js';
import { InvitationsHandlers, ManagerTeamsHandlers, StaffHandlers } from './manager.handlers.js';
import { ManagerTeamsService } from './manager-teams.service.js';
import { StaffService } from './staff.service.js';

/** The manager's API (teams, staff, invitations, subscription, activity log) and team swap. */
@Module({
  imports: [OutboxModule, TeamsModule],
  controllers: [ManagerTeamsHandlers, StaffHandlers, InvitationsHandlers, ActivityHandlers, TeamSwapHandlers],
  providers: [ManagerAccess, ManagerTeamsService, StaffService, InvitationsService, ActivityService, ActivityConsumer, TeamSwapService, ObjectBuckets, ByteStreams],
})
export class ManagerModule {}
