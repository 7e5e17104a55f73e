import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_PURGE_SUBJECTS, accountPurgeRequestSchema, type AccountPurged } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';

/**
 * The auth service's purge of an account deleted for good: its own sets (templates of its own
 * folders and the programs it gave), the sets of its clients whoever gave them, with their
 * history points, portal periods and reports (foreign keys cascade); its folders, drafts,
 * presets, headers and footers, the reports of what it sent, and its published events. Team
 * and organisation sets and folders stay: they are the team's. Idempotent.
 */
@Controller()
export class AccountPurgeHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(ACCOUNT_PURGE_SUBJECTS.sets, { transaction: true })
  async purge(payload: unknown): Promise<AccountPurged> {
    const { accountId, clientIds } = parseOrThrow(accountPurgeRequestSchema, payload);
    const count = async (statement: string, params: unknown[] = [accountId]) => (await this.em.execute<unknown[]>(statement, params)).length;
    const rows: Record<string, number> = {
      sets: await count(
        `delete from "sets"."sets" where ("scope" = 'user' and "owner_id" = ?) or "client_id" = any(?::text[]) returning 1`,
        [accountId, `{${clientIds.join(',')}}`],
      ),
      deliveries: await count('delete from "sets"."deliveries" where "account_id" = ? returning 1'),
      drafts: await count('delete from "sets"."drafts" where "owner_id" = ? returning 1'),
      presets: await count('delete from "sets"."presets" where "owner_id" = ? returning 1'),
      header_footers: await count(`delete from "sets"."header_footers" where "type" = 'user' and "owner_id" = ? returning 1`),
      idempotent_replies: await count('delete from "sets"."idempotent_replies" where "account_id" = ? returning 1'),
      folders: 0,
      outbox: await count(
        `delete from "sets"."outbox" where "published_at" is not null and ("payload"->>'actorId' = ? or "payload"->>'accountId' = ?) returning 1`,
        [accountId, accountId],
      ),
    };
    // Deepest first: a folder's parent may not go before it (on delete restrict).
    const [{ depth } = { depth: 0 }] = await this.em.execute<{ depth: number }[]>(
      `select coalesce(max("depth"), 0) as "depth" from "sets"."folders" where "kind" = 'user' and "owner_id" = ?`,
      [accountId],
    );
    for (let level = depth; level >= 1; level--) {
      rows.folders! += await count(`delete from "sets"."folders" where "kind" = 'user' and "owner_id" = ? and "depth" = ? returning 1`, [accountId, level]);
    }
    return { rows, files: 0 };
  }
}
