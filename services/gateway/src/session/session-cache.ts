import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AUTH_SUBJECTS, sessionsChangedSchema, type ResolvedSession, type SessionsChanged } from '@openset/contracts';
import { boundedCache, deleteWhere, listenForAnnouncements } from '@openset/server-kit/transport';

/**
 * Resolved sessions kept for a few seconds, so that a burst of calls from one page costs one
 * NATS hop each instead of two. The auth service announces every session that ends or whose
 * principal changes (logout, password change, language, closing) and those entries are dropped at
 * once; the short lifetime bounds staleness if an announcement is ever missed. Idle timeouts are
 * at least 15 minutes, so seconds of caching cannot keep an idle session alive.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly ttlMs = Number(process.env.SESSION_CACHE_MS ?? 5000);
  private readonly entries = boundedCache<ResolvedSession>({ max: Number(process.env.SESSION_CACHE_MAX ?? 50_000), ttlMs: this.ttlMs });
  private stopListening: (() => Promise<void>) | null = null;

  /** SESSION_CACHE_MS=0 asks the auth service on every call. */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async onModuleInit(): Promise<void> {
    if (!this.enabled) return;
    this.stopListening = await listenForAnnouncements(AUTH_SUBJECTS.sessionsChanged, sessionsChangedSchema, {
      onAnnouncement: (change) => this.drop(change),
      onGap: () => this.entries.clear(),
    });
  }

  get(sid: string): ResolvedSession | undefined {
    return this.entries.get(sid);
  }

  set(sid: string, session: ResolvedSession): void {
    if (this.enabled) this.entries.set(sid, session);
  }

  forget(sid: string): void {
    this.entries.delete(sid);
  }

  drop(change: SessionsChanged): void {
    deleteWhere(this.entries, ({ principal }) => principal.accountId === change.accountId || principal.sessionId === change.sessionId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
  }
}
