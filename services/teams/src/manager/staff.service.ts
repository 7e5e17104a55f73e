import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CLIENT_OWNER_SUBJECTS,
  resolvePermissions,
  STAFF_ACCOUNT_SUBJECTS,
  type ChangeTeam,
  type ChangeTeamResult,
  type CloseStaff,
  type Principal,
  type StaffAccount,
  type StaffAccountsReply,
  type StaffDetail,
  type StaffList,
  type StaffListQuery,
  type StaffMember,
  type StaffPermissionsUpdate,
} from '@openset/contracts';
import { DomainError, notFound, operationRefused, RpcClient } from '@openset/server-kit';
import { PermissionsAnnouncer } from '../teams/permissions-announcer.js';
import { Membership } from '../teams/membership.entity.js';
import { memberOverrides, teamDefaults } from '../teams/teams.mapper.js';
import { TeamsService } from '../teams/teams.service.js';
import { ManagerAccess } from './manager-access.js';

/**
 * The staff manager: a manager's staff, their flags, their team and closing their account. The
 * accounts (names, 2FA, last login) are the auth service's, the clients' primary contact the
 * clients service's; the memberships are here.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ManagerAccess,
    private readonly teams: TeamsService,
    private readonly rpc: RpcClient,
    private readonly announce: PermissionsAnnouncer,
  ) {}

  /**
   * An organisation's staff is a clinic's (tens, a few hundred at most): the memberships and their
   * accounts are read whole, filtered by the search on names, sorted by last name, then paged.
   */
  async list(principal: Principal | null, query: StaffListQuery): Promise<StaffList> {
    const org = await this.access.organisation(principal);
    if (!org) return { items: [], total: 0 };
    const memberships = await this.em.find(
      Membership,
      {
        team: query.teamId ? { id: query.teamId, org } : { org },
        ...(query.status === 'active' ? { closedAt: null } : query.status === 'closed' ? { closedAt: { $ne: null } } : {}),
      },
      { populate: ['team'] },
    );
    const accounts = await this.accountsOf(memberships.map((membership) => membership.accountId));
    const needle = query.search?.toLowerCase() ?? '';
    const rows = memberships
      .map((membership) => toStaffMember(membership, accounts.get(membership.accountId)))
      .filter((row) => !needle || [row.firstname, row.lastname, row.username, row.email, `${row.firstname} ${row.lastname}`].some((value) => value.toLowerCase().includes(needle)))
      .sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname) || a.id.localeCompare(b.id));
    return { items: rows.slice(query.skip, query.skip + query.limit), total: rows.length };
  }

  async get(principal: Principal | null, accountId: string): Promise<StaffDetail> {
    const membership = await this.access.member(principal, accountId);
    const [member, clientCount] = await Promise.all([this.memberOf(membership), this.clientCount(accountId)]);
    return { ...member, clientCount };
  }

  async setPermissions(principal: Principal | null, accountId: string, overrides: StaffPermissionsUpdate): Promise<StaffMember> {
    const membership = await this.access.member(principal, accountId);
    await this.teams.setMemberPermissions({ accountId: membership.accountId, overrides });
    await this.announce.changed({ accountIds: [membership.accountId] }, null);
    return this.memberOf(membership);
  }

  /**
   * The member goes to another team of the organisation and starts from its flags. Their clients
   * go with them (they stay the clients' primary contact), or stay in the old team with a member
   * of it as their new primary contact. The clients service's change is made last, so a refusal
   * there rolls this call's transaction back.
   */
  async changeTeam(principal: Principal | null, accountId: string, body: ChangeTeam): Promise<ChangeTeamResult> {
    const membership = await this.access.member(principal, accountId);
    if (membership.closedAt) throw operationRefused('A closed account cannot change team');
    const target = await this.access.team(principal, body.teamId);
    const oldTeamId = membership.team.id;
    if (target.id === oldTeamId) return { member: await this.memberOf(membership), reassignedClients: 0 };
    let contact: string | null = null;
    if (!body.moveClients && (await this.clientCount(accountId)) > 0) {
      contact = await this.requireContact(principal, body.primaryContactId, oldTeamId, accountId);
    }
    await this.teams.addMember({ teamId: target.id, accountId });
    const reassigned = contact ? await this.reassign(accountId, contact) : 0;
    await this.announce.changed({ teamId: oldTeamId }, null);
    await this.announce.changed({ teamId: target.id, accountIds: [accountId] }, null);
    const moved = await this.access.member(principal, accountId);
    return { member: await this.memberOf(moved), reassignedClients: reassigned };
  }

  /**
   * The account is closed in the auth service (its sessions end, its sign-in shows the
   * staff-closed notice) and the membership marked, which frees the seat.
   */
  async close(principal: Principal | null, accountId: string, body: CloseStaff): Promise<StaffMember> {
    const membership = await this.access.member(principal, accountId);
    const contact = body.primaryContactId ? await this.requireContact(principal, body.primaryContactId, membership.team.id, accountId) : null;
    if (!membership.closedAt) {
      membership.closedAt = new Date();
      await this.em.flush();
    }
    if (contact) await this.reassign(accountId, contact);
    await this.rpc.call(STAFF_ACCOUNT_SUBJECTS.closeStaff, { accountId }, { idempotent: true });
    await this.announce.changed({ teamId: membership.team.id, accountIds: [accountId] }, null);
    return this.memberOf(membership);
  }

  async accountsOf(ids: string[]): Promise<Map<string, StaffAccount>> {
    if (ids.length === 0) return new Map();
    const reply = await this.rpc.call<StaffAccountsReply>(STAFF_ACCOUNT_SUBJECTS.accounts, { ids }, { idempotent: true });
    return new Map(reply.accounts.map((account) => [account.id, account]));
  }

  async memberOf(membership: Membership): Promise<StaffMember> {
    return toStaffMember(membership, (await this.accountsOf([membership.accountId])).get(membership.accountId));
  }

  private async clientCount(accountId: string): Promise<number> {
    return (await this.rpc.call<{ total: number }>(CLIENT_OWNER_SUBJECTS.ownedCount, { accountId }, { idempotent: true })).total;
  }

  private async reassign(fromAccountId: string, toAccountId: string): Promise<number> {
    return (await this.rpc.call<{ reassigned: number }>(CLIENT_OWNER_SUBJECTS.reassign, { fromAccountId, toAccountId }, { idempotent: true })).reassigned;
  }

  /** The new primary contact: another active member of the team the clients stay in. */
  private async requireContact(principal: Principal | null, contactId: string | null, teamId: string, leaving: string): Promise<string> {
    if (!contactId) {
      throw new DomainError('ERRVALIDATION', 'Choose a new primary contact for the clients left behind', [{ path: 'primaryContactId', message: 'required when the clients stay' }]);
    }
    const contact = await this.access.member(principal, contactId).catch(() => null);
    if (!contact || contact.accountId === leaving || contact.team.id !== teamId || contact.closedAt) {
      throw notFound('The new primary contact must be an active member of the same team');
    }
    return contact.accountId;
  }
}

export function toStaffMember(membership: Membership, account: StaffAccount | undefined): StaffMember {
  const permissions = resolvePermissions(teamDefaults(membership.team), memberOverrides(membership));
  return {
    id: membership.accountId,
    username: account?.username ?? '',
    firstname: account?.firstname ?? '',
    lastname: account?.lastname ?? '',
    email: account?.email ?? '',
    teamId: membership.team.id,
    teamTitle: membership.team.title,
    secondaryAuth: (account?.secondaryAuth ?? false) || permissions.secondaryAuth,
    lastLogin: account?.lastLogin ?? null,
    status: membership.closedAt || account?.closed ? 'closed' : 'active',
    permissions,
    overrides: memberOverrides(membership),
  };
}
