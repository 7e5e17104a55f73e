import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@openset/server-kit';
import { ELEMENT_COLUMNS, type ElementDbRow } from './element-row.js';

/**
 * SQL access to elements and favourites (docs/architecture.md says why these tables are plain
 * SQL); writes that touch one row at a time use the same column names as the reads.
 */
@Injectable()
export class ElementsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Through the EntityManager of the call, so a write handler's statements share its transaction. */
  execute<T = Record<string, unknown>[]>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.execute<T & object>(sql, params) as Promise<T>;
  }

  async byIds(ids: string[], accountId: string): Promise<ElementDbRow[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return this.execute<ElementDbRow[]>(
      `select ${ELEMENT_COLUMNS},
         exists (select 1 from "exercises"."favourites" f where f."account_id" = ? and f."element_id" = e."id") as "favourite"
       from "exercises"."elements" e where e."id" in (${valid.map(() => '?').join(', ')})`,
      [accountId, ...valid],
    );
  }

  async childrenOf(stackIds: string[], accountId: string): Promise<Map<string, ElementDbRow[]>> {
    const children = new Map<string, ElementDbRow[]>();
    if (stackIds.length === 0) return children;
    const rows = await this.execute<ElementDbRow[]>(
      `select ${ELEMENT_COLUMNS},
         exists (select 1 from "exercises"."favourites" f where f."account_id" = ? and f."element_id" = e."id") as "favourite"
       from "exercises"."elements" e where e."stack_id" in (${stackIds.map(() => '?').join(', ')})
       order by e."sort_order", e."id"`,
      [accountId, ...stackIds],
    );
    for (const row of rows) {
      const list = children.get(row.stack_id!) ?? [];
      list.push(row);
      children.set(row.stack_id!, list);
    }
    return children;
  }

  /** Next sort position at the end of a list (custom lists are short; a max() is cheap). */
  async nextOrder(container: { stackId: string | null; folderId: string | null; ownerId: string }): Promise<number> {
    const [row] = await this.execute<{ next: number }[]>(
      container.stackId
        ? `select coalesce(max("sort_order"), 0) + 1 as "next" from "exercises"."elements" where "stack_id" = ?`
        : `select coalesce(max("sort_order"), 0) + 1 as "next" from "exercises"."elements"
           where "stack_id" is null and "folder_id" is not distinct from ?::uuid and "owner_id" = ?`,
      container.stackId ? [container.stackId] : [container.folderId, container.ownerId],
    );
    return Number(row?.next ?? 1);
  }
}
