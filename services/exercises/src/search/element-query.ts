import type { ElementListQuery } from '@openset/contracts';
import { grantsSql, isUuid, ownershipColumns, visibleGrants, type Scope, type Viewer } from '@openset/server-kit';
import { pageStatement } from './page-statement.js';
import { joined, param, raw, sql, type Fragment } from './sql-fragment.js';

export type ListTab = 'all' | 'favourite' | 'custom' | 'user' | 'team' | 'stock';

/** The scopes each tab of the browser shows; what of them a viewer sees is the one visibility rule's. */
const TAB_SCOPES: Record<ListTab, readonly Scope[]> = {
  all: ['stock', 'user', 'team', 'org'],
  favourite: ['stock', 'user', 'team', 'org'],
  custom: ['user', 'team', 'org'],
  user: ['user'],
  team: ['team', 'org'],
  stock: ['stock'],
};

/** The filters of the browser a list or search narrows to. */
export type ElementFilters = Pick<ElementListQuery, 'categoryId' | 'folderId' | 'bodyRegion' | 'equipment' | 'position' | 'kinds'>;

/**
 * The browser's list of a tab without search words, as one statement: the rows the tab shows in
 * their own order (custom order, or the favourites' order), one row per stock movement except
 * among the stars (a star is on one variant), one page of them with the total.
 */
export function listStatement(tab: ListTab, viewer: Viewer | null, accountId: string, query: ElementListQuery): Fragment {
  return pageStatement(
    tabRows(tab, viewer, accountId, query),
    { first: raw(tab === 'favourite' ? `f."sort_order"` : `e."sort_order"`), title: `e."title_en"` },
    { group: tab !== 'favourite', skip: query.skip, limit: query.limit, accountId },
  );
}

/**
 * `<table> e [join favourites f] where <visibility and filters>`: the rows a tab shows. Stock
 * needs no viewer: the stock tab never asks the teams service.
 */
export function tabRows(tab: ListTab, viewer: Viewer | null, accountId: string, filters: ElementFilters): Fragment {
  const from =
    tab === 'favourite'
      ? sql`"exercises"."elements" e join "exercises"."favourites" f on f."element_id" = e."id" and f."account_id" = ${param(accountId)}`
      : raw(`"exercises"."elements" e`);
  const where = [visibleIn(tab, viewer), ...filterConditions(filters)];
  // Favourites may be exercises inside a stack; every other tab lists top-level elements, and
  // none a stock row a load retired (merged into another: Migration20261203300000RetiredStock).
  if (tab !== 'favourite') where.push(raw('e."stack_id" is null and e."retired_at" is null'));
  return sql`${from} where ${joined(where, ' and ')}`;
}

/** The one visibility rule (server-kit `visibleGrants`) narrowed to the tab's scopes, as SQL. */
function visibleIn(tab: ListTab, viewer: Viewer | null): Fragment {
  const params: unknown[] = [];
  const condition = grantsSql(visibleGrants(viewer, 'exercises', TAB_SCOPES[tab]), ownershipColumns('e'), params);
  return { sql: condition, params };
}

/** The browser's filters on the elements row `e`. */
export function filterConditions(filters: ElementFilters): Fragment[] {
  const where: Fragment[] = [];
  if (filters.categoryId) where.push(sql`e."category_id" in (${categorySubtree(filters.categoryId)})`);
  if (filters.folderId === 'root') where.push(raw('e."folder_id" is null'));
  else if (filters.folderId) where.push(sql`e."folder_id" = ${param(uuidOrNil(filters.folderId))}::uuid`);
  if (filters.bodyRegion) where.push(sql`e."body_regions" @> array[${param(filters.bodyRegion)}]::text[]`);
  if (filters.equipment) where.push(sql`e."equipment" @> array[${param(filters.equipment)}]::text[]`);
  if (filters.position) where.push(sql`e."position" = ${param(filters.position)}`);
  if (filters.kinds !== 'all') where.push(raw(filters.kinds === 'stack' ? 'e."is_stack"' : 'not e."is_stack"'));
  return where;
}

/**
 * A category and every category under it (Knee lists Knee > Strengthening too), as a recursive
 * query inside the list's one statement.
 */
const categorySubtree = (categoryId: string): Fragment => sql`with recursive subtree("id") as (
      select c."id" from "exercises"."categories" c where c."id" = ${param(uuidOrNil(categoryId))}::uuid
      union all select c."id" from "exercises"."categories" c join subtree s on c."parent_id" = s."id")
    select "id" from subtree`;

/** Ids on the wire are opaque strings; one that is not a uuid simply matches nothing. */
export const uuidOrNil = (value: string) => (isUuid(value) ? value : '00000000-0000-0000-0000-000000000000');
