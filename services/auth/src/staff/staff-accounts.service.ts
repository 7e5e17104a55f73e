import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  errorKeyDetails,
  roleOf,
  type ManagerPlan,
  type SignedIn,
  type StaffAccount,
  type TeamSwapSessionRequest,
} from '@openset/contracts';
import { forbidden, notFound, SecretAttemptLimiter } from '@openset/server-kit';
import { AccountSchema, type Account } from '../accounts/account.entity.js';
import { findAccountById } from '../accounts/accounts.repository.js';
import { ProfilesService } from '../accounts/profiles.service.js';
import { authConfig } from '../auth.config.js';
import { verifyPassword } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';

/**
 * What the teams service needs of accounts for the manager's API: staff rows, the manager's
 * plan, closing a staff account, and the session of a team swap. The teams service has checked
 * that its caller manages these accounts.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfilesService,
    private readonly attempts: SecretAttemptLimiter,
  ) {}

  async accounts(ids: string[]): Promise<StaffAccount[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.find(AccountSchema, { id: { $in: ids } });
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      username: row.username,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      secondaryAuth: row.secondaryAuth,
      lastLogin: row.lastLoginAt?.toISOString() ?? null,
      closed: row.closed,
    }));
  }

  async managerPlan(accountId: string): Promise<ManagerPlan> {
    const account = await findAccountById(this.em, accountId);
    if (!account || account.type !== 'manager') throw notFound('Manager not found');
    return {
      seats: account.seats,
      teamInvitations: account.teamInvitations ?? null,
      trialUntil: account.trialUntil?.toISOString() ?? null,
      billingUrl: authConfig.billingCheckoutUrl || null,
    };
  }

  /**
   * Closed by the manager: 'admin' rather than 'owner', so signing in never reopens it (an
   * owner's own closing is dormant and reopens); the staff-closed notice answers instead.
   */
  async closeStaff(accountId: string): Promise<void> {
    const account = await findAccountById(this.em, accountId);
    if (!account || account.type !== 'staff') throw notFound('Staff account not found');
    if (!account.closed) {
      this.em.assign(account, { closed: true, closedAt: new Date(), closedBy: 'admin' });
      await this.em.flush();
    }
    await this.sessions.destroyAll(accountId);
  }

  /**
   * The team-mate types their own password on the shared terminal: checked under the sign-in
   * limits of their account, then the terminal's session becomes theirs. A wrong password is
   * ERRPERMISSION, not ERRAUTH, because the caller is still signed in and stays so.
   */
  async swapSession(request: TeamSwapSessionRequest): Promise<{ sid: string; body: SignedIn }> {
    const mate = await findAccountById(this.em, request.mateId);
    if (!mate || mate.closed || mate.type !== 'staff') throw forbidden('Not a team-mate you may swap to');
    const attempt = { kind: 'password', account: mate.id, ip: request.meta.ip } as const;
    await this.attempts.before(attempt);
    if (!(await verifyPassword(mate.passwordHash, request.password))) {
      throw forbidden('Wrong Password', errorKeyDetails('wrongPassword'));
    }
    await this.attempts.succeeded(attempt);
    return this.signInAs(mate, request);
  }

  private async signInAs(mate: Account, request: TeamSwapSessionRequest): Promise<{ sid: string; body: SignedIn }> {
    const now = new Date();
    const profile = await this.profiles.profileOf(mate, now);
    mate.lastLoginAt = now;
    const session = await this.sessions.create(mate, request.meta, now);
    await this.sessions.destroy(request.sessionId);
    return { sid: session.token, body: { outcome: 'success', role: roleOf(mate.type), profile, csrfToken: session.csrfToken } };
  }
}
