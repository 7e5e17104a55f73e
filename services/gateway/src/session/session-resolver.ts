import { Injectable } from '@nestjs/common';
import { AUTH_SUBJECTS, SESSION_COOKIE, type ResolvedSession } from '@openset/contracts';
import { DomainError, RpcClient, unauthenticated } from '@openset/server-kit/transport';
import type { Request } from 'express';
import { SessionCache } from './session-cache.js';

/** `Authorization: Bearer <key>`: the key, when the header holds one of a sane length. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Turns the `sid` cookie, or an API key (`Authorization: Bearer`), into the principal by asking
 * the auth service (one NATS hop).
 */
@Injectable()
export class SessionResolver {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: SessionCache,
  ) {}

  sessionId(req: Request): string | undefined {
    const sid: unknown = req.cookies?.[SESSION_COOKIE];
    return typeof sid === 'string' && sid.length > 0 && sid.length <= 200 ? sid : undefined;
  }

  /**
   * The live session, or null when there is no cookie or the session has ended. A request with
   * an Authorization header is the API key's, whatever cookie it carries: a key that is not
   * accepted (unknown, revoked, another address) is ERRAUTH, never a fall back to the cookie.
   */
  async resolve(req: Request): Promise<ResolvedSession | null> {
    const authorization = req.get('authorization');
    if (authorization !== undefined) return this.resolveApiKey(authorization, req.ip ?? '');
    const sid = this.sessionId(req);
    if (!sid) return null;
    const cached = this.cache.get(sid);
    if (cached) return cached;
    try {
      const session = await this.rpc.call<ResolvedSession>(AUTH_SUBJECTS.resolveSession, { sid, ip: req.ip ?? '' }, { idempotent: true });
      this.cache.set(sid, session);
      return session;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ERRAUTH') return null;
      throw error;
    }
  }

  /**
   * Never cached: every use of a key is recorded by the auth service (an activity event), and a
   * revoked key must be refused at its next use.
   */
  private async resolveApiKey(authorization: string, ip: string): Promise<ResolvedSession> {
    const key = BEARER.exec(authorization)?.[1];
    if (!key) throw unauthenticated('Invalid API key');
    return this.rpc.call<ResolvedSession>(AUTH_SUBJECTS.resolveApiKey, { key, ip });
  }

  /** The session is ending here (logout): never serve it from the cache again. */
  forget(req: Request): void {
    const sid = this.sessionId(req);
    if (sid) this.cache.forget(sid);
  }
}
