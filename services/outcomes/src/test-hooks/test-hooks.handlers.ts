import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { advanceOutcomeRequestSchema, OUTCOMES_TEST_SUBJECTS } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';

/**
 * Registered only with OPENSET_TEST_HOOKS=1 (see app.module.ts). Lets integration tests move a
 * client outcome's times (and its invitations') back by days, as if they had passed, instead of waiting for them (the
 * auth service ages sessions the same way); the copies' next look finds what fell due.
 */
@Controller()
export class TestHooksHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(OUTCOMES_TEST_SUBJECTS.advance, { transaction: true })
  async advance(payload: unknown): Promise<{ moved: number }> {
    const { clientOutcomeId, seconds } = parseOrThrow(advanceOutcomeRequestSchema, payload);
    const shift = `${seconds} seconds`;
    const moved = await this.em.execute(
      `update "outcomes"."client_outcomes"
          set "next_invitation_at" = "next_invitation_at" - ?::interval,
              "next_reminder_at" = "next_reminder_at" - ?::interval,
              "open_since" = "open_since" - ?::interval,
              "last_invitation_at" = "last_invitation_at" - ?::interval,
              "start_at" = "start_at" - ?::interval,
              "end_at" = "end_at" - ?::interval
        where "id" = ?`,
      [shift, shift, shift, shift, shift, shift, clientOutcomeId],
      'run',
    );
    // What was sent moves back with it, so the next invitation's due time is a new one.
    await this.em.execute(
      `update "outcomes"."invitations" set "due_at" = "due_at" - ?::interval, "sent_at" = "sent_at" - ?::interval where "client_outcome_id" = ?`,
      [shift, shift, clientOutcomeId],
      'run',
    );
    return { moved: Number((moved as { affectedRows?: number }).affectedRows ?? 0) };
  }
}
