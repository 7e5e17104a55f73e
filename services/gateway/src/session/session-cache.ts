import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AUTH_SUBJECTS, sessionsChangedSchema, type ResolvedSession, type SessionsChanged } from '@openset/contracts';
import { listenForAnnouncements } from '@openset/server-kit';

interface Entry {
  session: ResolvedSession;
  expiresAt: number;
}

/**
 * Resolved sessions kept for a few seconds, so that a burst of calls from one page costs one
 * NATS hop each instead of two. The auth service announces every session that ends or whose
 * principal changes (logout, password change, language, closing) and those entries are dropped at
 * once; the short lifetime bounds staleness if an announcement is ever missed. Idle timeouts are
 * at least 15 minutes, so seconds of caching cannot keep an idle session alive.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs = Number(process.env.SESSION_CACHE_MS ?? 5000);
  private readonly maxEntries = Number(process.env.SESSION_CACHE_MAX ?? 50_000);
  private stopListening: (() => Promise<void>) | null = null;

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

  get(sid: string, now = Date.now()): ResolvedSession | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry.session;
  }

  set(sid: string, session: ResolvedSession, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, { session, expiresAt: now + this.ttlMs });
  }

  forget(sid: string): void {
    this.entries.delete(sid);
  }

  drop(change: SessionsChanged): void {
    for (const [sid, { session }] of this.entries) {
      if (session.principal.accountId === change.accountId || session.principal.sessionId === change.sessionId) {
        this.entries.delete(sid);
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
  }
}
