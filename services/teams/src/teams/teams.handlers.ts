import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  addMemberRequestSchema,
  createOrgRequestSchema,
  createTeamRequestSchema,
  permissionsOfRequestSchema,
  setMemberPermissionsRequestSchema,
  TEAMS_SUBJECTS,
  teamOfRequestSchema,
  updateTeamRequestSchema,
  type EffectivePermissions,
  type Membership,
  type Team,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { PermissionsAnnouncer } from './permissions-announcer.js';
import { PermissionsService } from './permissions.service.js';
import { TeamsService } from './teams.service.js';

/**
 * Internal subjects. The callers are trusted infrastructure (other services, the gateway's manager
 * routes, tests), so there is no principal to check here; the payload is still validated, since a
 * caller's bug must answer ERRVALIDATION rather than corrupt a team.
 */
@Controller()
export class TeamsHandlers {
  constructor(
    private readonly permissions: PermissionsService,
    private readonly teams: TeamsService,
    private readonly announce: PermissionsAnnouncer,
  ) {}

  @Handle(TEAMS_SUBJECTS.permissionsOf)
  permissionsOf(@Payload() payload: unknown): Promise<EffectivePermissions> {
    return this.permissions.permissionsOf(parseOrThrow(permissionsOfRequestSchema, payload).accountId);
  }

  @Handle(TEAMS_SUBJECTS.createOrg)
  createOrg(@Payload() payload: unknown): Promise<{ id: string }> {
    return this.teams.createOrganisation(parseOrThrow(createOrgRequestSchema, payload));
  }

  @Handle(TEAMS_SUBJECTS.createTeam)
  createTeam(@Payload() payload: unknown): Promise<Team> {
    return this.teams.createTeam(parseOrThrow(createTeamRequestSchema, payload));
  }

  @Handle(TEAMS_SUBJECTS.teamOf)
  teamOf(@Payload() payload: unknown): Promise<Team> {
    return this.teams.teamOf(parseOrThrow(teamOfRequestSchema, payload).teamId);
  }

  @Handle(TEAMS_SUBJECTS.updateTeam)
  async updateTeam(@Payload() payload: unknown): Promise<Team> {
    const request = parseOrThrow(updateTeamRequestSchema, payload);
    return this.announce.changed({ teamId: request.teamId }, await this.teams.updateTeam(request));
  }

  @Handle(TEAMS_SUBJECTS.addMember)
  async addMember(@Payload() payload: unknown): Promise<Membership> {
    const request = parseOrThrow(addMemberRequestSchema, payload);
    return this.announce.changed({ accountIds: [request.accountId] }, await this.teams.addMember(request));
  }

  @Handle(TEAMS_SUBJECTS.setMemberPermissions)
  async setMemberPermissions(@Payload() payload: unknown): Promise<Membership> {
    const request = parseOrThrow(setMemberPermissionsRequestSchema, payload);
    return this.announce.changed({ accountIds: [request.accountId] }, await this.teams.setMemberPermissions(request));
  }
}
