import type { ElementListQuery } from '@openset/contracts';
import type { Viewer } from '@openset/server-kit';
import { LIST_COLUMNS } from '../elements/element-row.js';

export type ListTab = 'all' | 'favourite' | 'custom' | 'user' | 'team' | 'stock';

export interface ListStatement {
  sql: string;
  params: unknown[];
}

/**
 * Which rows of the elements table a viewer may list in a tab, as SQL. Stock needs no viewer:
 * the stock tab never asks the teams service.
 */
export function visibility(tab: ListTab, viewer: Viewer | null, params: unknown[]): string {
  const custom: string[] = [];
  if (viewer) {
    if (tab !== 'team') {
      custom.push(`(e."scope" = 'user' and e."owner_id" = ?)`);
      params.push(viewer.accountId);
    }
    if (tab !== 'user' && viewer.teamId && viewer.exercises.team !== false) {
      custom.push(`(e."scope" = 'team' and e."team_id" = ?)`);
      params.push(viewer.teamId);
    }
    if (tab !== 'user' && viewer.orgId && viewer.exercises.org !== false) {
      custom.push(`(e."scope" = 'org' and e."org_id" = ?)`);
      params.push(viewer.orgId);
    }
  }
  if (tab === 'stock') return `e."scope" = 'stock'`;
  if (tab === 'all' || tab === 'favourite') custom.push(`e."scope" = 'stock'`);
  return custom.length > 0 ? `(${custom.join(' or ')})` : 'false';
}

/** SQL text with its `?` parameters in order of appearance. */
interface Fragment {
  sql: string;
  params: unknown[];
}

/**
 * The browser's list of a tab without search words, as one SQL statement: the rows the tab
 * shows (visibility and filters on indexed columns) in their own order (custom order, or the
 * favourites' order), one page of them with the total. Searches are answered by the search index
 * (search-index.service.ts) with the same visibility (element-filter.ts).
 */
export function listStatement(
  tab: ListTab,
  viewer: Viewer | null,
  accountId: string,
  query: ElementListQuery,
): ListStatement {
  const base = scopeAndFilters(tab, viewer, accountId, query);
  const order = tab === 'favourite' ? `f."sort_order"` : `e."sort_order"`;
  const sql = `with page as (
      select e."id", ${order} as "k1", e."title_en" as "k2", count(*) over () as "total"
      from ${base.sql}
      order by ${order}, e."title_en", e."id" limit ? offset ?
    )
    select ${LIST_COLUMNS},
      exists (select 1 from "exercises"."favourites" f2 where f2."account_id" = ? and f2."element_id" = e."id") as "favourite",
      page."total"
    from page join "exercises"."elements" e on e."id" = page."id"
    order by page."k1", page."k2", page."id"`;
  return { sql, params: [...base.params, query.limit, query.skip, accountId] };
}

/** `<table> e [join favourites] where <visibility and filters>` with its parameters. */
export function scopeAndFilters(
  tab: ListTab,
  viewer: Viewer | null,
  accountId: string,
  query: ElementListQuery,
): Fragment {
  const params: unknown[] = [];
  let from = `"exercises"."elements" e`;
  if (tab === 'favourite') {
    from += ` join "exercises"."favourites" f on f."element_id" = e."id" and f."account_id" = ?`;
    params.push(accountId);
  }
  const where: string[] = [visibility(tab, viewer, params)];
  // Favourites may be exercises inside a stack; every other tab lists top-level elements.
  if (tab !== 'favourite') where.push('e."stack_id" is null');
  if (query.categoryId) {
    where.push(`e."category_id" = ?::uuid`);
    params.push(uuidOrNil(query.categoryId));
  }
  if (query.folderId === 'root') {
    where.push('e."folder_id" is null');
  } else if (query.folderId) {
    where.push(`e."folder_id" = ?::uuid`);
    params.push(uuidOrNil(query.folderId));
  }
  if (query.bodyRegion) {
    where.push(`e."body_regions" @> array[?]::text[]`);
    params.push(query.bodyRegion);
  }
  if (query.equipment) {
    where.push(`e."equipment" @> array[?]::text[]`);
    params.push(query.equipment);
  }
  if (query.position) {
    where.push(`e."position" = ?`);
    params.push(query.position);
  }
  if (query.kinds !== 'all') where.push(query.kinds === 'stack' ? 'e."is_stack"' : 'not e."is_stack"');
  return { sql: `${from} where ${where.join(' and ')}`, params };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
/** Ids on the wire are opaque strings; one that is not a uuid simply matches nothing. */
export const uuidOrNil = (value: string) => (isUuid(value) ? value : '00000000-0000-0000-0000-000000000000');
