import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { roleOf, type LoginRequest, type LoginResponse, type RequestMeta } from '@openset/contracts';
import { SecretAttemptLimiter, unauthenticated } from '@openset/server-kit';
import type { Account } from '../accounts/account.entity.js';
import { findByLoginToken } from '../accounts/accounts.repository.js';
import { ProfilesService } from '../accounts/profiles.service.js';
import { verifyPassword, warmUpPasswordHasher } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { closedAccountOutcome } from './closed-account.js';
import { tokenKey } from './login-token.js';

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
    await this.attempts.before(attempt);

    // Same message, and the same hashing work, whether or not the account exists.
    if (!(await verifyPassword(account?.passwordHash ?? null, request.password))) {
      throw unauthenticated('Wrong username or password');
    }
    await this.attempts.succeeded(attempt);
    const reply = await this.signIn(account!, meta, now);
    if (reply.sid !== null && previousSessionId) {
      await this.sessions.destroy(previousSessionId);
    }
    return reply;
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
