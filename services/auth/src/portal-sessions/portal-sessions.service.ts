import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PortalSessionReply, PortalSessionRequest, ResolvedSession } from '@openset/contracts';
import { unauthenticated } from '@openset/server-kit';
import { SessionEvents } from '../sessions/session-events.js';
import { judgeSession, newCsrfToken, newSessionTimes, newSessionToken, sessionIdOf, SESSION_TOUCH_INTERVAL_MS } from '../sessions/session-rules.js';
import { PortalSessionSchema } from './portal-session.entity.js';

/** A portal session ends after this long without a call (clients have no profile timeout). */
export const PORTAL_IDLE_MINUTES = 60;

/**
 * Sessions of clients in the portal. The clients service checks the username and key (and their
 * rate limits) and asks for one here; the gateway resolves the `sid` cookie through auth as for
 * any session, and the principal it gets has the role `client`, which passes only `portal` routes.
 */
@Injectable()
export class PortalSessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: SessionEvents,
  ) {}

  async create(request: PortalSessionRequest, now = new Date()): Promise<PortalSessionReply> {
    const token = newSessionToken();
    const csrfToken = newCsrfToken();
    this.em.create(PortalSessionSchema, {
      id: sessionIdOf(token),
      clientId: request.clientId,
      ownerId: request.ownerId,
      lang: request.lang,
      csrfToken,
      ...newSessionTimes(now),
      ip: request.ip,
      userAgent: request.userAgent?.slice(0, 500) ?? null,
    });
    await this.em.flush();
    return { sid: token, csrfToken };
  }

  /** The portal session of this digest, or null when there is none (then it is no session at all). */
  async resolve(id: string, now = new Date()): Promise<ResolvedSession | null> {
    const session = await this.em.findOne(PortalSessionSchema, { id });
    if (!session) return null;
    const verdict = judgeSession(session, PORTAL_IDLE_MINUTES, now);
    if (verdict.state !== 'live') {
      await this.em.nativeDelete(PortalSessionSchema, { id });
      await this.events.changed({ sessionId: id });
      throw unauthenticated(verdict.state === 'idle' ? 'Signed out after inactivity' : 'Session expired');
    }
    if (verdict.touch) {
      await this.em.nativeUpdate(PortalSessionSchema, { id, lastSeenAt: { $lte: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS) } }, { lastSeenAt: now });
    }
    return {
      principal: { accountId: session.clientId, type: 'client', role: 'client', sessionId: id, lang: session.lang, ownerId: session.ownerId },
      csrfToken: session.csrfToken,
    };
  }

  async destroy(sessionId: string): Promise<void> {
    await this.em.nativeDelete(PortalSessionSchema, { id: sessionId });
    await this.events.changed({ sessionId });
  }

  /** Every session of these clients ends (archived, deleted, portal off, key reset). */
  async endFor(clientIds: string[]): Promise<void> {
    if (clientIds.length === 0) return;
    await this.em.nativeDelete(PortalSessionSchema, { clientId: { $in: clientIds } });
    await Promise.all(clientIds.map((accountId) => this.events.changed({ accountId })));
  }
}
