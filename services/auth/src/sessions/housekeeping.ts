import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { serviceLogger } from '@openset/server-kit';
import { SessionSchema } from './session.entity.js';

const SWEEP_INTERVAL_MS = 10 * 60_000;
const logger = serviceLogger('auth');

/**
 * Removes expired sessions, so the table does not grow without bound (the secret-attempt limiter
 * sweeps its own). Idempotent deletes: every copy of the service may run it.
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
      logger.debug({ sessions }, 'auth housekeeping');
    } catch (error) {
      logger.warn({ err: error }, 'auth housekeeping failed');
    }
  }
}
