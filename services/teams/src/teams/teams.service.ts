import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DEFAULT_TEAM_PERMISSIONS,
  teamColourAt,
  type AddMemberRequest,
  type CreateOrgRequest,
  type CreateTeamRequest,
  type Membership as MembershipDto,
  type SetMemberPermissionsRequest,
  type Team as TeamDto,
  type UpdateTeamRequest,
} from '@openset/contracts';
import { isUuid, notFound, operationRefused, Outbox } from '@openset/server-kit';
import { Membership } from './membership.entity.js';
import { Organisation } from './organisation.entity.js';
import { Team } from './team.entity.js';
import { INHERIT_ALL, toMembershipDto, toTeamDto } from './teams.mapper.js';

/** What changed, in words an activity log can keep. */
export type TeamsChange =
  | { action: 'organisationCreated'; orgId: string; ownerId: string }
  | { action: 'teamCreated'; orgId: string; teamId: string }
  | { action: 'teamUpdated'; orgId: string; teamId: string; fields: string[] }
  | { action: 'memberAdded'; orgId: string; teamId: string; accountId: string }
  | { action: 'memberMoved'; orgId: string; teamId: string; fromTeamId: string; accountId: string }
  | { action: 'memberPermissionsChanged'; orgId: string; teamId: string; accountId: string; fields: string[] };

/**
 * Every change to organisations, teams and memberships goes through this class, one method per
 * change, and each records what it did through `changed()` as a durable event (the activity log
 * reads them from the stream).
 */
@Injectable()
export class TeamsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  async createOrganisation(request: CreateOrgRequest): Promise<{ id: string }> {
    if (await this.em.count(Membership, { accountId: request.ownerId })) {
      throw operationRefused('A team member cannot own an organisation');
    }
    if (await this.em.count(Organisation, { ownerId: request.ownerId })) {
      throw operationRefused('This account already owns an organisation');
    }
    const org = this.em.create(Organisation, { id: randomUUID(), title: request.title, ownerId: request.ownerId, createdAt: new Date() });
    this.changed({ action: 'organisationCreated', orgId: org.id, ownerId: org.ownerId });
    try {
      await this.em.flush();
    } catch (error) {
      // Two creations for one owner at once: the unique owner_id lets only one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw operationRefused('This account already owns an organisation');
      }
      throw error;
    }
    return { id: org.id };
  }

  async createTeam(request: CreateTeamRequest): Promise<TeamDto> {
    const org = isUuid(request.orgId) ? await this.em.findOne(Organisation, { id: request.orgId }) : null;
    if (!org) {
      throw notFound('Organisation not found');
    }
    const colour = request.colour ?? teamColourAt(await this.em.count(Team, { org }));
    const team = this.em.create(Team, {
      id: randomUUID(),
      org,
      title: request.title,
      colour,
      logoResourceId: null,
      ...DEFAULT_TEAM_PERMISSIONS,
      createdAt: new Date(),
    });
    this.changed({ action: 'teamCreated', orgId: org.id, teamId: team.id });
    await this.em.flush();
    return toTeamDto(team);
  }

  /** One team (ERRNOTFOUND when unknown): whose organisation it is, for a manager's call elsewhere. */
  async teamOf(teamId: string): Promise<TeamDto> {
    return toTeamDto(await this.findTeam(teamId));
  }

  async updateTeam(request: UpdateTeamRequest): Promise<TeamDto> {
    const { teamId, ...changes } = request;
    const team = await this.findTeam(teamId);
    const fields = Object.keys(changes);
    if (fields.length > 0) {
      this.em.assign(team, changes);
      this.changed({ action: 'teamUpdated', orgId: team.org.id, teamId: team.id, fields });
      await this.em.flush();
    }
    return toTeamDto(team);
  }

  /**
   * Puts a staff member in a team. A member of another team is moved, and starts again from the
   * new team's defaults (spec section 6: team defaults are inherited on assignment).
   */
  async addMember(request: AddMemberRequest): Promise<MembershipDto> {
    const team = await this.findTeam(request.teamId);
    if (await this.em.count(Organisation, { ownerId: request.accountId })) {
      throw operationRefused('An organisation owner cannot be a team member');
    }
    const current = await this.em.findOne(Membership, { accountId: request.accountId }, { populate: ['team'] });
    if (current?.team.id === team.id) {
      return toMembershipDto(current);
    }
    if (current) {
      const fromTeamId = current.team.id;
      this.em.assign(current, { team, ...INHERIT_ALL, joinedAt: new Date() });
      this.changed({ action: 'memberMoved', orgId: team.org.id, teamId: team.id, fromTeamId, accountId: current.accountId });
      await this.em.flush();
      return toMembershipDto(current, fromTeamId);
    }
    const membership = this.em.create(Membership, { accountId: request.accountId, team, ...INHERIT_ALL, joinedAt: new Date() });
    this.changed({ action: 'memberAdded', orgId: team.org.id, teamId: team.id, accountId: membership.accountId });
    try {
      await this.em.flush();
    } catch (error) {
      // The same account added twice at once: the primary key lets one through; the other
      // caller gets the membership as it now stands.
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        return this.addMember(request);
      }
      throw error;
    }
    return toMembershipDto(membership);
  }

  async setMemberPermissions(request: SetMemberPermissionsRequest): Promise<MembershipDto> {
    const membership = await this.em.findOne(Membership, { accountId: request.accountId }, { populate: ['team'] });
    if (!membership) {
      throw notFound('Team member not found');
    }
    const fields = Object.keys(request.overrides);
    if (fields.length === 0) {
      return toMembershipDto(membership);
    }
    this.em.assign(membership, request.overrides);
    this.changed({
      action: 'memberPermissionsChanged',
      orgId: membership.team.org.id,
      teamId: membership.team.id,
      accountId: membership.accountId,
      fields,
    });
    await this.em.flush();
    return toMembershipDto(membership);
  }

  private async findTeam(teamId: string): Promise<Team> {
    const team = isUuid(teamId) ? await this.em.findOne(Team, { id: teamId }) : null;
    if (!team) {
      throw notFound('Team not found');
    }
    return team;
  }

  /**
   * Records the change as an event that cannot be lost, in the unit of work of the change itself:
   * called before the flush that writes it, so both are stored or neither.
   */
  private changed({ action, ...data }: TeamsChange): void {
    this.outbox.record({ type: `teams.${action}`, actorId: null, orgId: data.orgId, teamId: 'teamId' in data ? data.teamId : null, data });
  }
}
