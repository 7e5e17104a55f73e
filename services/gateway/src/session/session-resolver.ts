import { Injectable } from '@nestjs/common';
import { AUTH_SUBJECTS, SESSION_COOKIE, type ResolvedSession } from '@openset/contracts';
import { DomainError, RpcClient } from '@openset/server-kit/transport';
import type { Request } from 'express';
import { SessionCache } from './session-cache.js';

/** Turns the `sid` cookie into the principal by asking the auth service (one NATS hop). */
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

  /** The live session, or null when there is no cookie or the session has ended. */
  async resolve(req: Request): Promise<ResolvedSession | null> {
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

  /** The session is ending here (logout): never serve it from the cache again. */
  forget(req: Request): void {
    const sid = this.sessionId(req);
    if (sid) this.cache.forget(sid);
  }
}
