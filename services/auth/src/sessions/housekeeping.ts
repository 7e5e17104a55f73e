import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { serviceLogger } from '@openset/server-kit';
import { LoginAttemptSchema } from '../login/login-attempt.entity.js';
import { windowStart } from '../login/rate-limit.js';
import { SessionSchema } from './session.entity.js';

const SWEEP_INTERVAL_MS = 10 * 60_000;
const logger = serviceLogger('auth');

/**
 * Removes expired sessions and login failures older than the rate-limit window, so neither table
 * grows without bound. Idempotent deletes: every copy of the service may run it.
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
      const attempts = await em.nativeDelete(LoginAttemptSchema, { attemptedAt: { $lt: windowStart(now) } });
      logger.debug({ sessions, attempts }, 'auth housekeeping');
    } catch (error) {
      logger.warn({ err: error }, 'auth housekeeping failed');
    }
  }
}
