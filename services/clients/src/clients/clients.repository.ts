import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ClientListQuery } from '@openset/contracts';
import type { ClientListRow } from './client.mapper.js';
import { LIST_ROW_COLUMNS as SELECT, orderBy } from './client-list-sql.js';

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The client list: its search is `like` on the generated, trigram-indexed `search_text` column
 * (names and e-mail folded without accents), its sorts are expressions the indexes hold (names
 * in the Unicode root order), so an unfiltered page is read in index order and
 * stops at `limit`. Its total is read from `client_counts` (kept by triggers, see its migration)
 * in the page's own statement: one round trip. A window count on the page (`count(*) over ()`)
 * made PostgreSQL read every matching row before the limit, 14 to 19 ms per page at 10,000
 * clients.
 *
 * A filtered list (search, unread feedback) counts its matches first: the total it shows, and
 * what decides how the page is read. In index order the page reads about (skip + limit) * all /
 * matches rows when matches are spread through the order, and more when they sit together (a last
 * name's matches do, in the last-name order: 'smith' read 85% of 10,000 rows, 6.5 ms). Gathering
 * the matches through the index of the filter and sorting them costs about `matches` ('smith',
 * 166 matches: 0.85 ms; 'gmail', 1,250: 2.1 ms where the index order took 0.6 ms). So the page
 * gathers when matches^2 < (skip + limit) * all, and is not read at all when nothing is on it.
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
    const order = orderBy(query.sort, query.sortDir);
    const counter = { sql: `select coalesce(sum("n"), 0) from "clients"."client_counts" where "owner_id" ${ownerIn} and "archived" = ?`, params: [...owners, query.archived] };
    const filter = where.join(' and ');
    const pageParams = [...params, query.limit, query.skip];

    if (query.feedback || query.search) {
      const [counts] = await this.em.execute<{ matches: string; all: string }[]>(
        `select count(*) as "matches", (${counter.sql}) as "all" from "clients"."clients" c where ${filter}`,
        [...counter.params, ...params],
      );
      const matches = Number(counts?.matches ?? 0);
      if (matches === 0 || query.skip >= matches) return { rows: [], total: matches };
      const gather = matches * matches < (query.skip + query.limit) * Number(counts?.all ?? 0);
      // `offset 0` keeps the filter's own plan inside: PostgreSQL gathers the matches, then sorts.
      const from = gather ? `(select * from "clients"."clients" c where ${filter} offset 0) c` : `"clients"."clients" c where ${filter}`;
      const rows = await this.em.execute<ClientListRow[]>(`select ${SELECT} from ${from} order by ${order} limit ? offset ?`, pageParams);
      return { rows, total: matches };
    }

    // The counters' one-row total rides in the page's statement (PostgreSQL runs it once, an InitPlan).
    const rows = await this.em.execute<(ClientListRow & { total: string })[]>(
      `select ${SELECT}, (${counter.sql}) as "total" from "clients"."clients" c where ${filter} order by ${order} limit ? offset ?`,
      [...counter.params, ...pageParams],
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && query.skip > 0) {
      const [row] = await this.em.execute<{ count: string }[]>(`select (${counter.sql}) as "count"`, counter.params);
      total = Number(row?.count ?? 0);
    }
    return { rows, total };
  }
}
