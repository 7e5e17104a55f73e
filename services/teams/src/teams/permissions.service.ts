import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NO_SHARING, resolvePermissions, type EffectivePermissions } from '@openset/contracts';
import { memberOverrides, teamDefaults } from './teams.mapper.js';
import { Membership } from './membership.entity.js';
import { Organisation } from './organisation.entity.js';

/**
 * Answers "what may this account share, and with whom". Other services ask it on hot paths, so it
 * costs two indexed queries whoever asks: the membership with its team (one join by primary key),
 * then either the team's member ids (memberships_team_id_index) or the organisation the account
 * owns (unique owner_id).
 */
@Injectable()
export class PermissionsService {
  constructor(private readonly em: EntityManager) {}

  async permissionsOf(accountId: string): Promise<EffectivePermissions> {
    const membership = await this.em.findOne(Membership, { accountId }, { populate: ['team'] });
    if (membership) {
      const team = membership.team;
      const mates = await this.em.find(Membership, { team: team.id }, { fields: ['accountId'], orderBy: { accountId: 'asc' } });
      return {
        accountId,
        teamId: team.id,
        orgId: team.org.id,
        teamMemberIds: mates.map((mate) => mate.accountId),
        permissions: resolvePermissions(teamDefaults(team), memberOverrides(membership)),
      };
    }
    // A manager administers an organisation but shares nothing as a clinician would.
    const owned = await this.em.findOne(Organisation, { ownerId: accountId }, { fields: ['id'] });
    return {
      accountId,
      teamId: null,
      orgId: owned?.id ?? null,
      teamMemberIds: [],
      permissions: { ...NO_SHARING },
    };
  }
}
