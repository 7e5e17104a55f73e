import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ClientListQuery } from '@openset/contracts';
import type { ClientListRow } from './client.mapper.js';
import { LIST_ROW_COLUMNS as SELECT, orderBy } from './client-list-sql.js';

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The client list, searched or not, in one statement: its search is `like` on the generated,
 * trigram-indexed `search_text` column (names and e-mail folded without accents), its sorts are
 * expressions the indexes hold (names in the Unicode root order).
 *
 * The total rides in the page's statement. Without a filter it is the clinician's row of
 * `client_counts` (kept by triggers, see its migration), so the page is the first `limit` rows of
 * an index scan: a count of every client of a large practice on each page was most of what a page
 * cost PostgreSQL. With a filter (search, unread feedback) it is a window count over the matches,
 * taken before the sort so the sort keeps only the page's rows: the matches are read once (through
 * the trigram index, unless the table is small enough to scan), counted, and sorted.
 */
@Injectable()
export class ClientsRepository {
  constructor(private readonly em: EntityManager) {}

  async page(owners: string[], query: ClientListQuery): Promise<{ rows: ClientListRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    // One owner (most lists) is an equality the sort indexes serve in order.
    const ownerIn = owners.length === 1 ? '= ?' : `in (${owners.map(() => '?').join(', ')})`;
    where.push(`c."owner_id" ${ownerIn}`, 'c."archived" = ?');
    params.push(...owners, query.archived);
    if (query.feedback) where.push('c."unread_feedback" > 0');
    if (query.search) {
      // Folded as the column is: 'emilie' finds Émilie, and 'émilie' Emilie.
      where.push(`c."search_text" like "clients"."folded"(?)`);
      params.push(likePattern(query.search));
    }
    const filter = where.join(' and ');
    const filtered = Boolean(query.feedback || query.search);
    const counter = { sql: `select coalesce(sum("n"), 0) from "clients"."client_counts" where "owner_id" ${ownerIn} and "archived" = ?`, params: [...owners, query.archived] };
    const total = filtered ? { sql: 'count(*) over ()', params: [] } : { sql: `(${counter.sql})`, params: counter.params };

    const rows = await this.em.execute<(ClientListRow & { total: string })[]>(
      `select ${SELECT}, c."total" from (select c.*, ${total.sql} as "total" from "clients"."clients" c where ${filter}) c
       order by ${orderBy(query.sort, query.sortDir)} limit ? offset ?`,
      [...total.params, ...params, query.limit, query.skip],
    );
    if (rows.length > 0 || query.skip === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
    // A page past the end still tells how many there are.
    const countSql = filtered ? `select count(*) from "clients"."clients" c where ${filter}` : counter.sql;
    const [row] = await this.em.execute<{ count: string }[]>(`select (${countSql}) as "count"`, filtered ? params : counter.params);
    return { rows, total: Number(row?.count ?? 0) };
  }
}
