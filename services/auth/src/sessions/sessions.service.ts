import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { roleOf, type Principal, type RequestMeta, type ResolvedSession } from '@openset/contracts';
import { unauthenticated } from '@openset/server-kit';
import type { Account } from '../accounts/account.entity.js';
import { PortalSessionsService } from '../portal-sessions/portal-sessions.service.js';
import { SessionEvents } from './session-events.js';
import { SessionSchema } from './session.entity.js';
import { judgeSession, newCsrfToken, newSessionTimes, newSessionToken, sessionIdOf, SESSION_TOUCH_INTERVAL_MS } from './session-rules.js';

export interface CreatedSession {
  /** The cookie value; only its digest is stored. */
  token: string;
  csrfToken: string;
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: SessionEvents,
    private readonly portal: PortalSessionsService,
  ) {}

  async create(account: Account, meta: RequestMeta, now = new Date()): Promise<CreatedSession> {
    const token = newSessionToken();
    const csrfToken = newCsrfToken();
    this.em.create(SessionSchema, {
      id: sessionIdOf(token),
      account,
      csrfToken,
      ...newSessionTimes(now),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    await this.em.flush();
    return { token, csrfToken };
  }

  /**
   * On every request's path: one indexed lookup (session joined with its account). Ends the
   * session when it is expired, idle too long or its account closed; writes activity at most
   * once per SESSION_TOUCH_INTERVAL_MS.
   */
  async resolve(token: string, now = new Date()): Promise<ResolvedSession> {
    const id = sessionIdOf(token);
    const session = await this.em.findOne(
      SessionSchema,
      { id },
      {
        populate: ['account'],
        strategy: 'joined',
        // Only what the verdict and the principal need: no profile text, no password hash.
        fields: ['csrfToken', 'lastSeenAt', 'expiresAt', 'account.type', 'account.lang', 'account.timeout', 'account.closed'],
      },
    );
    if (!session) {
      // Not an account's session: perhaps a client's in the portal (a principal of role `client`).
      const portal = await this.portal.resolve(id, now);
      if (portal) return portal;
      throw unauthenticated('Not signed in');
    }
    const account = session.account.$;
    const verdict = judgeSession(session, account.timeout, now);
    if (verdict.state !== 'live' || account.closed) {
      await this.em.nativeDelete(SessionSchema, { id });
      await this.events.changed({ sessionId: id });
      throw unauthenticated(verdict.state === 'idle' ? 'Signed out after inactivity' : 'Session expired');
    }
    if (verdict.touch) {
      // Conditional, so concurrent requests (or copies of this service) write it once.
      await this.em.nativeUpdate(
        SessionSchema,
        { id, lastSeenAt: { $lte: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS) } },
        { lastSeenAt: now },
      );
    }
    const principal: Principal = {
      accountId: account.id,
      type: account.type,
      role: roleOf(account.type),
      sessionId: id,
      lang: account.lang,
    };
    return { principal, csrfToken: session.csrfToken };
  }

  async csrfTokenOf(sessionId: string): Promise<string | null> {
    const session = await this.em.findOne(SessionSchema, { id: sessionId }, { fields: ['csrfToken'] });
    return session?.csrfToken ?? null;
  }

  /** Idempotent: ending a session that is already gone is not an error. */
  async destroy(sessionId: string): Promise<void> {
    await this.em.nativeDelete(SessionSchema, { id: sessionId });
    await this.events.changed({ sessionId });
  }

  /** After a password reset: every session of the account ends (who reset it signs in anew). */
  async destroyAll(accountId: string): Promise<void> {
    await this.em.nativeDelete(SessionSchema, { account: accountId });
    await this.events.changed({ accountId });
  }

  /** After a password change: every other session of the account ends, the current one stays. */
  async destroyOthers(accountId: string, keepSessionId: string): Promise<void> {
    await this.em.nativeDelete(SessionSchema, { account: accountId, id: { $ne: keepSessionId } });
    await this.events.changed({ accountId });
  }
}
