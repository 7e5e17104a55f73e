import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { serviceLogger } from '@openset/server-kit';
import { PortalSessionSchema } from '../portal-sessions/portal-session.entity.js';
import { PORTAL_IDLE_MINUTES } from '../portal-sessions/portal-sessions.service.js';
import { SessionSchema } from './session.entity.js';

const SWEEP_INTERVAL_MS = 10 * 60_000;
const logger = serviceLogger('auth');

/**
 * Removes expired sessions, so the tables do not grow without bound (the secret-attempt limiter
 * sweeps its own): account sessions past their end, and portal sessions past their end or idle
 * longer than the portal allows (a client who closes the page never signs out, and has no
 * per-profile timeout). Idempotent deletes: every copy of the service may run it.
 */
@Injectable()
export class Housekeeping implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(private readonly orm: MikroORM) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async sweep(now = new Date()): Promise<void> {
    const em = this.orm.em.fork();
    try {
      const sessions = await em.nativeDelete(SessionSchema, { expiresAt: { $lte: now } });
      const idleSince = new Date(now.getTime() - PORTAL_IDLE_MINUTES * 60_000);
      const portalSessions = await em.nativeDelete(PortalSessionSchema, { $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lt: idleSince } }] });
      logger.debug({ sessions, portalSessions }, 'auth housekeeping');
    } catch (error) {
      logger.warn({ err: error }, 'auth housekeeping failed');
    }
  }
}
