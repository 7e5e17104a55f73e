import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CloseAccount } from '@openset/contracts';
import { Outbox } from '@openset/server-kit';
import type { Account } from '../accounts/account.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { deleteAfter, reopensAtSignIn } from './account-state.js';

/**
 * Closing and reopening accounts (spec sections 1, 4 and 7). A closed account has no session
 * (the session check ends any left); it is deleted for good by the account jobs six months later.
 */
@Injectable()
export class ClosingService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly outbox: Outbox,
  ) {}

  /** The owner closes their account from settings: dormant six months, reopened by signing in. */
  async closeByOwner(account: Account, close: CloseAccount, now = new Date()): Promise<{ ok: true; deleteAfter: string }> {
    this.close(account, 'owner', now);
    account.closeReason = close.reason;
    account.closeComment = close.comment;
    this.outbox.record({ type: 'auth.accountClosed', actorId: account.id, orgId: null, teamId: null, data: { accountId: account.id, by: 'owner' } });
    await this.em.flush();
    await this.sessions.destroyAll(account.id);
    return { ok: true, deleteAfter: deleteAfter(now).toISOString() };
  }

  /** An administrator closes (or reopens) any account but their own. */
  async setClosedByAdmin(account: Account, closed: boolean, adminId: string, now = new Date()): Promise<void> {
    if (closed === account.closed) return;
    if (closed) this.close(account, 'admin', now);
    else this.reopen(account);
    this.outbox.record({ type: closed ? 'auth.accountClosed' : 'auth.accountReopened', actorId: adminId, orgId: null, teamId: null, data: { accountId: account.id, by: 'admin' } });
    await this.em.flush();
    if (closed) await this.sessions.destroyAll(account.id);
  }

  /**
   * Called by sign-in with the right password: an account its owner closed less than six months
   * ago opens again (spec section 1). Answers whether it did; the caller flushes.
   */
  reopenAtSignIn(account: Account, now = new Date()): boolean {
    if (!reopensAtSignIn(account, now)) return false;
    this.reopen(account);
    this.outbox.record({ type: 'auth.accountReopened', actorId: account.id, orgId: null, teamId: null, data: { accountId: account.id, by: 'owner' } });
    return true;
  }

  private close(account: Account, by: 'owner' | 'admin', now: Date): void {
    account.closed = true;
    account.closedAt = now;
    account.closedBy = by;
  }

  private reopen(account: Account): void {
    account.closed = false;
    account.closedAt = null;
    account.closedBy = null;
    account.closeReason = null;
    account.closeComment = '';
  }
}
