import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isClinicianType, STAFF_ACCOUNT_SUBJECTS, type PageQuery, type Principal, type RequestMeta, type SignedIn, type TeamSwapList } from '@openset/contracts';
import { forbidden, RpcClient, unauthenticated } from '@openset/server-kit';
import { StaffService } from '../manager/staff.service.js';
import { Membership } from '../teams/membership.entity.js';
import { PermissionsService } from '../teams/permissions.service.js';

/**
 * Team swap: staff on one terminal hand it to a team-mate, who types their own password. Only
 * with the caller's teamSwap on, only to an active member of the caller's team; the flags are
 * read here, where they are kept, so a manager's change counts on the very next call.
 */
@Injectable()
export class TeamSwapService {
  constructor(
    private readonly em: EntityManager,
    private readonly permissions: PermissionsService,
    private readonly staff: StaffService,
    private readonly rpc: RpcClient,
  ) {}

  async mates(principal: Principal | null, page: PageQuery): Promise<TeamSwapList> {
    const caller = this.clinician(principal);
    const effective = await this.permissions.permissionsOf(caller.accountId);
    if (!effective.teamId || !effective.permissions.teamSwap) return { enabled: false, items: [], total: 0 };
    const active = await this.em.find(Membership, { team: effective.teamId, closedAt: null, accountId: { $ne: caller.accountId } }, { fields: ['accountId'] });
    const accounts = await this.staff.accountsOf(active.map((row) => row.accountId));
    const mates = [...accounts.values()]
      .filter((account) => !account.closed)
      .sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname) || a.id.localeCompare(b.id))
      .map(({ id, username, firstname, lastname }) => ({ id, username, firstname, lastname }));
    return { enabled: true, items: mates.slice(page.skip, page.skip + page.limit), total: mates.length };
  }

  async swap(principal: Principal | null, mateId: string, password: string, meta: RequestMeta): Promise<{ sid: string; body: SignedIn }> {
    const caller = this.clinician(principal);
    const effective = await this.permissions.permissionsOf(caller.accountId);
    if (!effective.teamId || !effective.permissions.teamSwap) throw forbidden('Team swap is off for you');
    const mate = mateId === caller.accountId ? null : await this.em.findOne(Membership, { accountId: mateId, team: effective.teamId, closedAt: null });
    if (!mate) throw forbidden('Not a team-mate you may swap to');
    return this.rpc.call(STAFF_ACCOUNT_SUBJECTS.swapSession, { accountId: caller.accountId, sessionId: caller.sessionId, mateId, password, meta });
  }

  private clinician(principal: Principal | null): Principal {
    if (!principal) throw unauthenticated();
    if (!isClinicianType(principal.type)) throw forbidden('Clinicians only');
    return principal;
  }
}
