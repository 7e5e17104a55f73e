import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_PURGE_SUBJECTS, accountPurgeRequestSchema, TEAMS_SUBJECTS, type AccountPurged } from '@openset/contracts';
import { afterCommit, Handle, parseOrThrow, RpcClient } from '@openset/server-kit';

/**
 * The auth service's purge of an account deleted for good: its membership, and the organisation
 * it owns (with its teams) only when nobody else is a member of it any more: an organisation
 * with staff is theirs too and stays. Idempotent.
 */
@Controller()
export class AccountPurgeHandlers {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
  ) {}

  @Handle(ACCOUNT_PURGE_SUBJECTS.teams, { transaction: true })
  async purge(payload: unknown): Promise<AccountPurged> {
    const { accountId } = parseOrThrow(accountPurgeRequestSchema, payload);
    const count = async (statement: string, params: unknown[] = [accountId]) => (await this.em.execute<unknown[]>(statement, params)).length;
    const rows: Record<string, number> = {
      memberships: await count('delete from "teams"."memberships" where "account_id" = ? returning 1'),
      organisations: await count(
        `delete from "teams"."organisations" o where o."owner_id" = ?
           and not exists (select 1 from "teams"."teams" t join "teams"."memberships" m on m."team_id" = t."id" where t."org_id" = o."id")
         returning 1`,
      ),
      idempotent_replies: await count('delete from "teams"."idempotent_replies" where "account_id" = ? returning 1'),
      outbox: await count(
        `delete from "teams"."outbox" where "published_at" is not null and ("payload"->>'actorId' = ? or "payload"->>'accountId' = ?) returning 1`,
        [accountId, accountId],
      ),
    };
    await afterCommit(() => this.rpc.emit(TEAMS_SUBJECTS.permissionsChanged, { accountIds: [accountId] }));
    return { rows, files: 0 };
  }
}
