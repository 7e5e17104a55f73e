import { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_TEAM_PERMISSIONS, teamColourAt } from '@openset/contracts';
import { DEV_ACCOUNTS, DEV_ORG, DEV_TEAM, ormOptions } from '@openset/server-kit';
import type { Logger } from 'pino';
import { teamsData } from './teams.data.js';
import { Membership } from './teams/membership.entity.js';
import { Organisation } from './teams/organisation.entity.js';
import { Team } from './teams/team.entity.js';
import { INHERIT_ALL } from './teams/teams.mapper.js';

/**
 * The development organisation of api-conventions.md: manager owns it, and staff and staff2 are in
 * its team "Clinic A" with the default permissions. Rows are found by their fixed ids, so running it
 * again changes nothing (and keeps any edits made since).
 */
export async function seedTeams(logger: Logger): Promise<void> {
  const orm = await MikroORM.init(ormOptions(teamsData, { pool: { min: 0, max: 2 } }));
  try {
    const em = orm.em.fork();
    const created: string[] = [];
    let org = await em.findOne(Organisation, { id: DEV_ORG.id });
    if (!org) {
      org = em.create(Organisation, { id: DEV_ORG.id, title: DEV_ORG.title, ownerId: DEV_ORG.ownerId, createdAt: new Date() });
      created.push('organisation');
    }
    let team = await em.findOne(Team, { id: DEV_TEAM.id });
    if (!team) {
      team = em.create(Team, {
        id: DEV_TEAM.id,
        org,
        title: DEV_TEAM.title,
        colour: teamColourAt(0),
        logoResourceId: null,
        ...DEFAULT_TEAM_PERMISSIONS,
        createdAt: new Date(),
      });
      created.push('team');
    }
    for (const account of [DEV_ACCOUNTS.staff, DEV_ACCOUNTS.staff2]) {
      if (!(await em.findOne(Membership, { accountId: account.id }))) {
        em.create(Membership, { accountId: account.id, team, ...INHERIT_ALL, joinedAt: new Date() });
        created.push(`member ${account.username}`);
      }
    }
    await em.flush();
    logger.info({ created }, created.length ? 'development team seeded' : 'development team already seeded');
  } finally {
    await orm.close(true);
  }
}
