import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { roleOf, type LoginRequest, type LoginResponse, type RequestMeta } from '@openset/contracts';
import { rateLimited, unauthenticated } from '@openset/server-kit';
import { authConfig } from '../auth.config.js';
import type { Account } from '../accounts/account.entity.js';
import { findByLoginToken } from '../accounts/account-store.js';
import { ProfilesService } from '../accounts/profiles.service.js';
import { verifyPassword, warmUpPasswordHasher } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { closedAccountOutcome } from './closed-account.js';
import { LoginAttemptSchema } from './login-attempt.entity.js';
import { isLoginLimited, tokenKey, windowStart } from './rate-limit.js';

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
    await this.refuseWhenLimited(account, key, meta.ip, now);

    // Same message, and the same hashing work, whether or not the account exists.
    if (!(await verifyPassword(account?.passwordHash ?? null, request.password))) {
      this.em.create(LoginAttemptSchema, { accountId: account?.id ?? null, tokenKey: key, ip: meta.ip });
      await this.em.flush();
      throw unauthenticated('Wrong username or password');
    }
    // A success clears the account's failures (not the address's: that limit guards many accounts).
    await this.em.nativeDelete(LoginAttemptSchema, { accountId: account!.id });
    const reply = await this.signIn(account!, meta, now);
    if (reply.sid !== null && previousSessionId) {
      await this.sessions.destroy(previousSessionId);
    }
    return reply;
  }

  private async refuseWhenLimited(account: Account | null, key: string, ip: string, now: Date) {
    const since = { $gte: windowStart(now) };
    const accountFailures = await this.em.count(
      LoginAttemptSchema,
      account ? { accountId: account.id, attemptedAt: since } : { tokenKey: key, accountId: null, attemptedAt: since },
    );
    const ipFailures = await this.em.count(LoginAttemptSchema, { ip, attemptedAt: since });
    if (isLoginLimited({ accountFailures, ipFailures }, authConfig.loginIpMaxFailures)) {
      throw rateLimited('Too many failed attempts, try again in 15 minutes');
    }
  }

  private async signIn(account: Account, meta: RequestMeta, now: Date): Promise<LoginReply> {
    if (account.closed) {
      return { sid: null, body: closedAccountOutcome(account.type) };
    }
    // Secondary authentication (a code by e-mail) is not built yet: accounts with the flag on
    // sign in with their password alone for now; the flag itself is saved and shown.
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
