import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_TEST_SUBJECTS, ageSessionsRequestSchema } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';

/**
 * Registered only with OPENSET_TEST_HOOKS=1 (see app.module.ts). Lets integration tests age a
 * session past its idle timeout or lifetime without waiting 15 minutes.
 */
@Controller()
export class TestHooksHandlers {
  constructor(private readonly em: EntityManager) {}

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
    return { sessions: Number((result as { affectedRows?: number }).affectedRows ?? 0) };
  }
}
