import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_TEST_SUBJECTS, ageSessionsRequestSchema, closeAccountRequestSchema, holdRequestSchema, type HoldReply } from '@openset/contracts';
import { Handle, parseOrThrow, serverConfig } from '@openset/server-kit';
import { setTimeout as sleep } from 'node:timers/promises';
import { AccountSchema } from '../accounts/account.entity.js';
import { SessionEvents } from '../sessions/session-events.js';
import { SessionSchema } from '../sessions/session.entity.js';

/**
 * Registered only with OPENSET_TEST_HOOKS=1 (see app.module.ts). Lets integration tests age a
 * session past its idle timeout without waiting 15 minutes, close an account before the
 * close-account flow exists, and hold a call open while a copy is stopped.
 */
@Controller()
export class TestHooksHandlers {
  constructor(
    private readonly em: EntityManager,
    private readonly events: SessionEvents,
  ) {}

  @Handle(AUTH_TEST_SUBJECTS.ageSessions)
  async ageSessions(payload: unknown): Promise<{ sessions: number }> {
    const { accountId, seconds } = parseOrThrow(ageSessionsRequestSchema, payload);
    const shift = `${seconds} seconds`;
    const result = await this.em.getConnection().execute(
      `update "auth"."sessions"
          set "created_at" = "created_at" - ?::interval,
              "last_seen_at" = "last_seen_at" - ?::interval,
              "expires_at" = "expires_at" - ?::interval
        where "account_id" = ?`,
      [shift, shift, shift, accountId],
      'run',
    );
    await this.events.changed({ accountId });
    return { sessions: Number((result as { affectedRows?: number }).affectedRows ?? 0) };
  }

  @Handle(AUTH_TEST_SUBJECTS.closeAccount)
  async closeAccount(payload: unknown): Promise<{ ok: true }> {
    const { accountId } = parseOrThrow(closeAccountRequestSchema, payload);
    await this.em.nativeUpdate(AccountSchema, { id: accountId }, { closed: true, closedAt: new Date() });
    await this.em.nativeDelete(SessionSchema, { account: accountId });
    await this.events.changed({ accountId });
    return { ok: true };
  }

  @Handle(AUTH_TEST_SUBJECTS.hold)
  async hold(payload: unknown): Promise<HoldReply> {
    const { ms } = parseOrThrow(holdRequestSchema, payload);
    const started = Date.now();
    await sleep(ms);
    return { heldMs: Date.now() - started, instance: serverConfig.instance };
  }
}
