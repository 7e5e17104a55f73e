import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_PURGE_SUBJECTS, accountPurgeRequestSchema, type AccountPurged } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';

/**
 * The auth service's purge of an account deleted for good: its notifications, the feedback it sent,
 * and the record of the e-mails it caused (sent ids, dead letters). Idempotent.
 */
@Controller()
export class AccountPurgeHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(ACCOUNT_PURGE_SUBJECTS.notifications, { transaction: true })
  async purge(payload: unknown): Promise<AccountPurged> {
    const { accountId, clientIds } = parseOrThrow(accountPurgeRequestSchema, payload);
    const gone = async (statement: string, params: unknown[]) => (await this.em.execute<unknown[]>(statement, params)).length;
    const rows = {
      notifications: await gone(`delete from "notifications"."notifications" where "account_id" = ? or "client_id" = any(?::text[]) returning 1`, [accountId, `{${clientIds.join(',')}}`]),
      feedback: await gone('delete from "notifications"."feedback" where "account_id" = ? returning 1', [accountId]),
      sent_mails: await gone('delete from "notifications"."sent_mails" where "account_id" = ? returning 1', [accountId]),
      dead_letters: await gone('delete from "notifications"."dead_letters" where "account_id" = ? returning 1', [accountId]),
      // The feedback's e-mails once published (the mail stream has them); an unpublished one still goes out.
      outbox: await gone(`delete from "notifications"."outbox" where "published_at" is not null and "payload"->>'accountId' = ? returning 1`, [accountId]),
      idempotent_replies: await gone('delete from "notifications"."idempotent_replies" where "account_id" = ? returning 1', [accountId]),
    };
    return { rows, files: 0 };
  }
}
