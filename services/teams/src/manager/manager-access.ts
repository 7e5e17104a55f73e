import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '@openset/contracts';
import { forbidden, isUuid, notFound, unauthenticated } from '@openset/server-kit';
import { Membership } from '../teams/membership.entity.js';
import { Organisation } from '../teams/organisation.entity.js';
import { Team } from '../teams/team.entity.js';

/**
 * Who asks the manager's API, checked first on every call: a signed-in manager, and only the
 * organisation they own. Another organisation's team or member answers ERRNOTFOUND exactly as an
 * unknown id, so ids cannot be probed.
 */
@Injectable()
export class ManagerAccess {
  constructor(private readonly em: EntityManager) {}

  manager(principal: Principal | null): string {
    if (!principal) throw unauthenticated();
    if (principal.role !== 'manager') throw forbidden('Managers only');
    return principal.accountId;
  }

  /** The manager's organisation, or null before their first team. */
  async organisation(principal: Principal | null): Promise<Organisation | null> {
    return this.em.findOne(Organisation, { ownerId: this.manager(principal) });
  }

  async requireOrganisation(principal: Principal | null): Promise<Organisation> {
    const org = await this.organisation(principal);
    if (!org) throw notFound('No organisation yet: create a team first');
    return org;
  }

  async team(principal: Principal | null, teamId: string): Promise<Team> {
    const org = await this.organisation(principal);
    const team = org && isUuid(teamId) ? await this.em.findOne(Team, { id: teamId, org }) : null;
    if (!team) throw notFound('Team not found');
    return team;
  }

  async member(principal: Principal | null, accountId: string): Promise<Membership> {
    const org = await this.organisation(principal);
    const membership = org ? await this.em.findOne(Membership, { accountId, team: { org } }, { populate: ['team'] }) : null;
    if (!membership) throw notFound('Staff member not found');
    return membership;
  }
}
