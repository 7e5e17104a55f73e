import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { roleOf, type LoginRequest, type LoginResponse, type RequestMeta } from '@openset/contracts';
import { DomainError, SecretAttemptLimiter, unauthenticated } from '@openset/server-kit';
import type { Account } from '../accounts/account.entity.js';
import { findAccountById, findByLoginToken } from '../accounts/accounts.repository.js';
import { ProfilesService } from '../accounts/profiles.service.js';
import { verifyPassword, warmUpPasswordHasher } from '../passwords/password-hasher.js';
import { KnownNetworks } from '../secondary-auth/known-networks.js';
import { SecondaryAuthService } from '../secondary-auth/secondary-auth.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { closedAccountOutcome } from './closed-account.js';
import { reopensAtSignIn } from '../closing/account-state.js';
import { ClosingService } from '../closing/closing.service.js';
import { tokenKey } from './login-token.js';
import { maskEmail } from './mask.js';

export interface LoginReply {
  sid: string | null;
  body: LoginResponse;
}

@Injectable()
export class LoginService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfilesService,
    private readonly attempts: SecretAttemptLimiter,
    private readonly secondary: SecondaryAuthService,
    private readonly networks: KnownNetworks,
    private readonly closing: ClosingService,
  ) {}

  onModuleInit(): Promise<void> {
    return warmUpPasswordHasher();
  }

  /**
   * @param previousSessionId the session the browser already holds, if any: it ends when a new
   * one is issued, so signing in as someone else on a shared computer leaves nothing behind.
   */
  async login(request: LoginRequest, meta: RequestMeta, previousSessionId?: string, now = new Date()): Promise<LoginReply> {
    const key = tokenKey(request.token);
    const account = await findByLoginToken(this.em, key);
    // A name that matches no account is limited the same way, so the limit does not tell
    // whether an account exists.
    const attempt = { kind: 'password', account: account?.id ?? `name:${key}`, ip: meta.ip } as const;
    try {
      await this.attempts.before(attempt);
    } catch (error) {
      if (account && isRateLimit(error) && (await this.ownerAtHome(account, request.password, meta, now))) {
        return this.afterPassword(account, meta, previousSessionId, now);
      }
      throw error;
    }

    // Same message, and the same hashing work, whether or not the account exists.
    if (!(await verifyPassword(account?.passwordHash ?? null, request.password))) {
      throw unauthenticated('Wrong username or password');
    }
    await this.attempts.succeeded(attempt);
    return this.afterPassword(account!, meta, previousSessionId, now);
  }

  /**
   * The second step: the e-mailed code of a challenge the password step answered. Signs in as
   * the password would have, and the network is known from then on.
   */
  async secondaryLogin(challenge: string, code: string, meta: RequestMeta, previousSessionId?: string, now = new Date()): Promise<LoginReply> {
    const accountId = await this.secondary.verify(challenge, code, meta, now);
    const account = await findAccountById(this.em, accountId);
    if (!account) throw unauthenticated('Wrong or expired code');
    return this.finish(account, meta, previousSessionId, now);
  }

  /**
   * A single sign-on link an integration made (sign-in-links/) stands for the password, never
   * for the second factor: an account that must give a code, or a closed one, is refused (the
   * link then only says it no longer works), so a link never opens what the sign-in page would not.
   */
  async linkLogin(accountId: string, meta: RequestMeta, previousSessionId?: string, now = new Date()): Promise<LoginReply | null> {
    const account = await findAccountById(this.em, accountId);
    if (!account || account.closed || (await this.secondary.required(account, meta, now))) return null;
    return this.finish(account, meta, previousSessionId, now);
  }

  /**
   * Limits filled by someone else must not keep the owner out (a stranger guessing from the
   * office's shared address fills that address's counts): on a network the account finished
   * signing in from in the last two weeks, a refused attempt is still checked, under a count of
   * its own (kind 'known-network-password', per account and address), so the way round the limit
   * is not itself a way to guess without one.
   */
  private async ownerAtHome(account: Account, password: string, meta: RequestMeta, now: Date): Promise<boolean> {
    if (!(await this.networks.isKnown(account.id, meta.ip, now))) return false;
    const home = { kind: 'known-network-password', account: account.id, ip: meta.ip } as const;
    await this.attempts.before(home);
    if (!(await verifyPassword(account.passwordHash, password))) return false;
    await this.attempts.succeeded(home);
    return true;
  }

  /** The password was right: a code to ask for, a closed account's notice, or the session. */
  private async afterPassword(account: Account, meta: RequestMeta, previousSessionId: string | undefined, now: Date): Promise<LoginReply> {
    // A dormant account its owner closed reopens at sign-in (closing/), after the second step like any other.
    if ((!account.closed || reopensAtSignIn(account, now)) && (await this.secondary.required(account, meta, now))) {
      const challenge = await this.secondary.issue(account, now);
      return {
        sid: null,
        body: { outcome: 'secondaryAuth', secondaryAuthRequired: true, username: account.username, email: maskEmail(account.email), challenge },
      };
    }
    return this.finish(account, meta, previousSessionId, now);
  }

  private async finish(account: Account, meta: RequestMeta, previousSessionId: string | undefined, now: Date): Promise<LoginReply> {
    const reply = await this.signIn(account, meta, now);
    if (reply.sid !== null) {
      await this.networks.remember(account.id, meta.ip, now);
      if (previousSessionId) await this.sessions.destroy(previousSessionId);
    }
    return reply;
  }

  private async signIn(account: Account, meta: RequestMeta, now: Date): Promise<LoginReply> {
    if (account.closed && !this.closing.reopenAtSignIn(account, now)) {
      return { sid: null, body: closedAccountOutcome(account.type) };
    }
    // The profile first: if it cannot be built (teams away), no session is left behind.
    const profile = await this.profiles.profileOf(account, now);
    account.lastLoginAt = now;
    const session = await this.sessions.create(account, meta, now);
    return {
      sid: session.token,
      body: { outcome: 'success', role: roleOf(account.type), profile, csrfToken: session.csrfToken },
    };
  }
}

const isRateLimit = (error: unknown) => error instanceof DomainError && error.code === 'ERRRATELIMIT';
