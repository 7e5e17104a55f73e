import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_PURGE_SUBJECTS, accountPurgeRequestSchema, type AccountPurged } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';

/**
 * The auth service's purge of an account deleted for good (a dormant closed account, an expired
 * demo): its clients with their feedback, adherence and diaries (foreign keys cascade), the
 * list's counts, and its published events. Nothing of another clinician's.
 * Idempotent: called again, it finds nothing and answers zeros.
 */
@Controller()
export class AccountPurgeHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(ACCOUNT_PURGE_SUBJECTS.clients, { transaction: true })
  async purge(payload: unknown): Promise<AccountPurged> {
    const { accountId } = parseOrThrow(accountPurgeRequestSchema, payload);
    const gone = (statement: string, params: unknown[] = [accountId]) => this.em.execute<{ id: string }[]>(statement, params);
    const clients = await gone('delete from "clients"."clients" where "owner_id" = ? returning "id"');
    // The clients' own writes from the portal are theirs: their replies and events go with them.
    const clientIdList = `{${clients.map((client) => client.id).join(',')}}`;
    const rows = {
      clients: clients.length,
      client_counts: (await gone('delete from "clients"."client_counts" where "owner_id" = ? returning 1')).length,
      idempotent_replies: (await gone('delete from "clients"."idempotent_replies" where "account_id" = ? or "account_id" = any(?::text[]) returning 1', [accountId, clientIdList])).length,
      outbox: (
        await gone(
          `delete from "clients"."outbox" where "published_at" is not null
             and ("payload"->>'actorId' = ? or "payload"->>'accountId' = ? or "payload"->'data'->>'clinicianId' = ? or "payload"->'data'->>'clientId' = any(?::text[])) returning 1`,
          [accountId, accountId, accountId, clientIdList],
        )
      ).length,
    };
    return { rows, files: 0, clientIds: clients.map((client) => client.id) };
  }
}
