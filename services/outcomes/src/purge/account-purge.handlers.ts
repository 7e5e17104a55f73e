import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_PURGE_SUBJECTS, accountPurgeRequestSchema, type AccountPurged } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';

/**
 * The auth service's purge of an account deleted for good: the outcomes of its clients (the
 * clients service has removed them, whoever assigned the outcome) and those it assigned, with
 * their invitations and results (foreign keys cascade), its own custom definitions (a team's or
 * an organisation's stay: others use them), and its published events. Idempotent.
 */
@Controller()
export class AccountPurgeHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(ACCOUNT_PURGE_SUBJECTS.outcomes, { transaction: true })
  async purge(payload: unknown): Promise<AccountPurged> {
    const { accountId, clientIds } = parseOrThrow(accountPurgeRequestSchema, payload);
    const gone = async (statement: string, params: unknown[]) => (await this.em.execute<unknown[]>(statement, params)).length;
    const rows = {
      client_outcomes: await gone(
        `delete from "outcomes"."client_outcomes" where "owner_id" = ? or "client_id"::text = any(?::text[]) returning 1`,
        [accountId, `{${clientIds.join(',')}}`],
      ),
      custom_definitions: await gone(`delete from "outcomes"."custom_definitions" where "scope" = 'user' and "owner_id" = ? returning 1`, [accountId]),
      idempotent_replies: await gone('delete from "outcomes"."idempotent_replies" where "account_id" = ? returning 1', [accountId]),
      outbox: await gone(
        `delete from "outcomes"."outbox" where "published_at" is not null and ("payload"->>'actorId' = ? or "payload"->'data'->>'clinicianId' = ? or "payload"->'data'->>'clientId' = any(?::text[])) returning 1`,
        [accountId, accountId, `{${clientIds.join(',')}}`],
      ),
    };
    return { rows, files: 0 };
  }
}
