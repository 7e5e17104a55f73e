import { Controller, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_PURGE_SUBJECTS,
  accountPurgeRequestSchema,
  SET_RESOURCE_SUBJECTS,
  type AccountPurged,
  type ResourceUsedReply,
  type ResourceUsedRequest,
} from '@openset/contracts';
import { afterCommit, Handle, parseOrThrow, RpcClient } from '@openset/server-kit';
import { FILE_STORE } from '../files/file-store.provider.js';
import type { FileStore } from '../files/file-store.js';
import { storedKeysOf } from '../resources/resource-files.js';
import { ELEMENT_USES_RESOURCE } from '../resources/resource-visibility.js';

/**
 * The auth service's purge of an account deleted for good: its favourites, its own exercises and
 * stacks (stack members cascade), education articles and their snapshots, folders, and its
 * uploads with their files, except an upload something else still uses (a team exercise, a
 * team-mate's set): that one is the team's now. Team and organisation content stays. The sets
 * service purges first, so the account's own sets no longer hold its uploads. Idempotent.
 */
@Controller()
export class AccountPurgeHandlers {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly rpc: RpcClient,
  ) {}

  @Handle(ACCOUNT_PURGE_SUBJECTS.exercises, { transaction: true })
  async purge(payload: unknown): Promise<AccountPurged> {
    const { accountId } = parseOrThrow(accountPurgeRequestSchema, payload);
    const count = async (statement: string, params: unknown[] = [accountId]) => (await this.em.execute<unknown[]>(statement, params)).length;
    const rows: Record<string, number> = {
      favourites: await count('delete from "exercises"."favourites" where "account_id" = ? returning 1'),
      elements: await count(`delete from "exercises"."elements" where "scope" = 'user' and "owner_id" = ? returning 1`),
      education: await count(`delete from "exercises"."education" where "scope" = 'user' and "owner_id" = ? returning 1`),
      education_history: await count(`delete from "exercises"."education_history" where "scope" = 'user' and "owner_id" = ? returning 1`),
      idempotent_replies: await count('delete from "exercises"."idempotent_replies" where "account_id" = ? returning 1'),
      folders: 0,
      resources: 0,
    };
    const [{ depth } = { depth: 0 }] = await this.em.execute<{ depth: number }[]>(
      `select coalesce(max("depth"), 0) as "depth" from "exercises"."folders" where "kind" = 'user' and "owner_id" = ?`,
      [accountId],
    );
    for (let level = depth; level >= 1; level--) {
      rows.folders! += await count(`delete from "exercises"."folders" where "kind" = 'user' and "owner_id" = ? and "depth" = ? returning 1`, [accountId, level]);
    }
    const uploads = await this.em.execute<{ id: string; storage_key: string; poster_key: string | null }[]>(
      `select r."id", r."storage_key", r."poster_key" from "exercises"."resources" r
       where r."owner_id" = ?
         and not exists (select 1 from "exercises"."elements" e where ${ELEMENT_USES_RESOURCE})
         and not exists (select 1 from "exercises"."education" d where d."attachment_ids" @> array[r."id"])
         and not exists (select 1 from "exercises"."education_history" h where h."attachment_ids" @> array[r."id"])
       for update`,
      [accountId],
    );
    const free: typeof uploads = [];
    for (const upload of uploads) {
      const request: ResourceUsedRequest = { resourceId: upload.id };
      if (!(await this.rpc.call<ResourceUsedReply>(SET_RESOURCE_SUBJECTS.resourceUsed, request, { idempotent: true })).used) free.push(upload);
    }
    if (free.length > 0) {
      rows.resources = await count('delete from "exercises"."resources" where "id" = any(?::uuid[]) returning 1', [`{${free.map((upload) => upload.id).join(',')}}`]);
    }
    // The files go once the rows are gone for sure; a file left by a crash here is unreachable.
    await afterCommit(async () => {
      for (const upload of free) for (const key of storedKeysOf(upload)) await this.files.delete(key);
    });
    return { rows, files: free.length };
  }
}
