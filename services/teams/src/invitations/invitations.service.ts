import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  AUTH_SUBJECTS,
  DAY_MS,
  errorKeyDetails,
  INVITATION_TTL_DAYS,
  invitationPagePath,
  STAFF_ACCOUNT_SUBJECTS,
  type AcceptInvitation,
  type CreateInvitation,
  type Invitation as InvitationDto,
  type InvitationList,
  type InvitationPreview,
  type ManagerPlan,
  type PageQuery,
  type Principal,
  type Subscription,
  type InvitationStatus,
} from '@openset/contracts';
import { isUuid, MailOutbox, notFound, operationRefused, RpcClient } from '@openset/server-kit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ManagerAccess } from '../manager/manager-access.js';
import { teamsConfig } from '../teams.config.js';
import { Membership } from '../teams/membership.entity.js';
import { Organisation } from '../teams/organisation.entity.js';
import { INHERIT_ALL } from '../teams/teams.mapper.js';
import { PermissionsAnnouncer } from '../teams/permissions-announcer.js';
import { invitationEmailContent } from './invitation-email.js';
import { Invitation } from './invitation.entity.js';

/** The stored form of a link's token: its SHA-256 digest (as reset links are kept). */
export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Staff invitations: limited by the plan's invitation allowance and its seats (active staff plus
 * pending invitations), e-mailed through the mail outbox in the call's transaction, accepted once
 * through the link. The organisation's row is locked while a limit is counted, so two invitations
 * sent at once cannot both take the last seat.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ManagerAccess,
    private readonly rpc: RpcClient,
    private readonly mail: MailOutbox,
    private readonly announce: PermissionsAnnouncer,
  ) {}

  async list(principal: Principal | null, query: PageQuery & { status?: InvitationStatus }): Promise<InvitationList> {
    const org = await this.access.organisation(principal);
    if (!org) return { items: [], total: 0 };
    const now = new Date();
    const status =
      query.status === 'pending'
        ? { status: 'pending' as const, expiresAt: { $gt: now } }
        : query.status === 'expired'
          ? { status: 'pending' as const, expiresAt: { $lte: now } }
          : query.status
            ? { status: query.status }
            : {};
    const [rows, total] = await this.em.findAndCount(Invitation, { org, ...status }, { populate: ['team'], orderBy: { sentAt: 'desc', id: 'desc' }, offset: query.skip, limit: query.limit });
    return { items: rows.map((row) => toInvitationDto(row, now)), total };
  }

  async create(principal: Principal | null, body: CreateInvitation): Promise<InvitationDto> {
    const managerId = this.access.manager(principal);
    const team = await this.access.team(principal, body.teamId);
    await this.requireRoom(team.org.id, managerId);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const invitation = this.em.create(Invitation, {
      id: randomUUID(),
      org: team.org,
      team,
      invitedBy: managerId,
      email: body.email,
      firstname: body.firstname,
      lastname: body.lastname,
      lang: body.lang,
      overrides: body.overrides,
      tokenHash: invitationTokenHash(token),
      status: 'pending',
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      accountId: null,
    });
    this.sendEmail(invitation, token, managerId);
    await this.em.flush();
    return toInvitationDto(invitation, now);
  }

  /** A new link (the old one stops working) and a new week; an expired invitation takes a seat again. */
  async resend(principal: Principal | null, id: string): Promise<InvitationDto> {
    const managerId = this.access.manager(principal);
    const invitation = await this.find(principal, id);
    if (invitation.status !== 'pending') throw operationRefused('Only a pending or expired invitation can be sent again');
    const now = new Date();
    if (invitation.expiresAt <= now) await this.requireRoom(invitation.org.id, managerId, false);
    const token = randomBytes(32).toString('base64url');
    this.em.assign(invitation, { tokenHash: invitationTokenHash(token), sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS) });
    this.sendEmail(invitation, token, managerId);
    await this.em.flush();
    return toInvitationDto(invitation, now);
  }

  async revoke(principal: Principal | null, id: string): Promise<InvitationDto> {
    const invitation = await this.find(principal, id);
    if (invitation.status === 'accepted') throw operationRefused('This invitation was already accepted');
    if (invitation.status !== 'revoked') {
      invitation.status = 'revoked';
      await this.em.flush();
    }
    return toInvitationDto(invitation, new Date());
  }

  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.usable(token);
    return {
      email: invitation.email,
      firstname: invitation.firstname,
      lastname: invitation.lastname,
      teamTitle: invitation.team.title,
      organisationTitle: invitation.org.title,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * The membership is written first, under an account id chosen here, and the auth service makes
   * the account last: a refusal there (username taken) rolls this transaction back, so no
   * membership is left without its account and the link still works.
   */
  async accept(token: string, body: AcceptInvitation): Promise<{ ok: true; username: string }> {
    const invitation = await this.usable(token, true);
    const accountId = randomUUID();
    this.em.create(Membership, { accountId, team: invitation.team, ...INHERIT_ALL, ...invitation.overrides, joinedAt: new Date() });
    this.em.assign(invitation, { status: 'accepted', accountId });
    await this.em.flush();
    await this.rpc.call(AUTH_SUBJECTS.createAccount, {
      id: accountId,
      type: 'staff',
      username: body.username,
      email: invitation.email,
      password: body.password,
      firstname: body.firstname ?? invitation.firstname,
      lastname: body.lastname ?? invitation.lastname,
      lang: invitation.lang,
    });
    await this.announce.changed({ teamId: invitation.team.id }, null);
    return { ok: true, username: body.username };
  }

  async subscription(principal: Principal | null): Promise<Subscription> {
    const managerId = this.access.manager(principal);
    const org = await this.access.organisation(principal);
    const plan = await this.plan(managerId);
    const counts = org ? await this.counts(org.id) : { active: 0, pending: 0, sent: 0 };
    const trialUntil = plan.trialUntil ? new Date(plan.trialUntil) : null;
    return {
      seats: plan.seats,
      activeStaff: counts.active,
      pendingInvitations: counts.pending,
      invitationsLeft: plan.teamInvitations === null ? 'unlimited' : Math.max(0, plan.teamInvitations - counts.sent),
      trialUntil: plan.trialUntil,
      trialDaysLeft: trialUntil ? Math.max(0, Math.ceil((trialUntil.getTime() - Date.now()) / DAY_MS)) : null,
      billingUrl: plan.billingUrl,
    };
  }

  /**
   * 'You have reached your max allowed number of seats.' when the plan's invitations are used up
   * or every seat is taken by active staff and pending invitations (`newInvitation` false: a
   * resend, which uses no new invitation of the allowance).
   */
  private async requireRoom(orgId: string, managerId: string, newInvitation = true): Promise<void> {
    await this.em.findOne(Organisation, { id: orgId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const [plan, counts] = await Promise.all([this.plan(managerId), this.counts(orgId)]);
    const noInvitationLeft = newInvitation && plan.teamInvitations !== null && counts.sent >= plan.teamInvitations;
    if (noInvitationLeft || counts.active + counts.pending >= plan.seats) {
      throw operationRefused('You have reached your max allowed number of seats.', errorKeyDetails('maxSeats'));
    }
  }

  private plan(managerId: string): Promise<ManagerPlan> {
    return this.rpc.call<ManagerPlan>(STAFF_ACCOUNT_SUBJECTS.managerPlan, { accountId: managerId }, { idempotent: true });
  }

  /** Active staff, pending (unexpired) invitations, and invitations sent and not revoked. */
  private async counts(orgId: string): Promise<{ active: number; pending: number; sent: number }> {
    const now = new Date();
    const [active, pending, sent] = await Promise.all([
      this.em.count(Membership, { team: { org: orgId }, closedAt: null }),
      this.em.count(Invitation, { org: orgId, status: 'pending', expiresAt: { $gt: now } }),
      this.em.count(Invitation, { org: orgId, status: { $in: ['pending', 'accepted'] } }),
    ]);
    return { active, pending, sent };
  }

  private async find(principal: Principal | null, id: string): Promise<Invitation> {
    const org = await this.access.organisation(principal);
    const invitation = org && isUuid(id) ? await this.em.findOne(Invitation, { id, org }, { populate: ['team', 'org'] }) : null;
    if (!invitation) throw notFound('Invitation not found');
    return invitation;
  }

  /** A pending, unexpired invitation by its link's token; anything else is ERRNOTFOUND. */
  private async usable(token: string, lock = false): Promise<Invitation> {
    const invitation = await this.em.findOne(
      Invitation,
      { tokenHash: invitationTokenHash(token) },
      { populate: ['team', 'org'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
    if (!invitation || invitation.status !== 'pending' || invitation.expiresAt <= new Date()) {
      throw notFound('This invitation link has expired or was already used');
    }
    return invitation;
  }

  private sendEmail(invitation: Invitation, token: string, managerId: string): void {
    const content = invitationEmailContent(invitation.lang, invitation.firstname, invitation.team.title, `${teamsConfig.publicUrl}${invitationPagePath(token)}`);
    this.mail.send({ kind: 'staffInvitation', to: [invitation.email], language: invitation.lang, accountId: managerId, ...content });
  }
}

export function toInvitationDto(row: Invitation, now: Date): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    teamId: row.team.id,
    teamTitle: row.team.title,
    overrides: { ...INHERIT_ALL, ...row.overrides },
    status: row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    accountId: row.accountId ?? null,
  };
}
