import type { ElementListQuery, Lang } from '@openset/contracts';
import type { Viewer } from '../access/access.service.js';

export type ListTab = 'all' | 'favourite' | 'custom' | 'user' | 'team' | 'stock';

export interface ListStatement {
  sql: string;
  params: unknown[];
}

/** Columns every element read selects; `e` is the elements table. */
export const ELEMENT_COLUMNS = `e."id", e."is_stack", e."scope", e."owner_id", e."team_id", e."org_id", e."folder_id",
  e."stack_id", e."sort_order", e."title_en", e."title_fr", e."instructions_en", e."instructions_fr", e."reflect",
  e."thumbnail_id", e."parameters", e."resources", e."category_id", e."body_regions", e."equipment", e."position",
  e."source", e."licence", e."licence_url", e."attribution_required", e."author", e."source_url", e."credit_line",
  e."updated_at"`;

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

/**
 * The browser's list and search as one SQL statement: visibility, filters, full-text match in
 * English and French (unaccented, weighted title A / instructions B) or a trigram match on the
 * unaccented title for typos and word beginnings, ranked by ts_rank plus word similarity, with
 * the total from a window count and the page from limit/offset.
 */
export function listStatement(
  tab: ListTab,
  viewer: Viewer | null,
  accountId: string,
  query: ElementListQuery,
  lang: Lang,
): ListStatement {
  const params: unknown[] = [];
  const select: string[] = [ELEMENT_COLUMNS];
  const where: string[] = [];
  const search = query.search?.trim() ?? '';
  let from = `"exercises"."elements" e`;
  let order: string;

  select.push(`exists (select 1 from "exercises"."favourites" f2 where f2."account_id" = ? and f2."element_id" = e."id") as "favourite"`);
  params.push(accountId);
  if (search) {
    // Rank: both languages' text match (the clinician's own language counts double) plus how
    // close the title is as a whole word sequence (typos, unfinished words).
    const [mine, other] = lang === 'fr' ? ['fr', 'en'] : ['en', 'fr'];
    select.push(
      `(2 * ts_rank(e."search_${mine}", websearch_to_tsquery('${config(mine)}', "exercises"."f_unaccent"(?)))
        + ts_rank(e."search_${other}", websearch_to_tsquery('${config(other)}', "exercises"."f_unaccent"(?)))
        + public.word_similarity(lower("exercises"."f_unaccent"(?)), e."search_title")) as "rank"`,
    );
    params.push(search, search, search);
  }
  select.push('count(*) over () as "total"');

  if (tab === 'favourite') {
    from += ` join "exercises"."favourites" f on f."element_id" = e."id" and f."account_id" = ?`;
    params.push(accountId);
  }
  where.push(visibility(tab, viewer, params));
  // Favourites may be exercises inside a stack; every other tab lists top-level elements.
  if (tab !== 'favourite') where.push('e."stack_id" is null');
  if (search) {
    where.push(`(e."search_en" @@ websearch_to_tsquery('english', "exercises"."f_unaccent"(?))
      or e."search_fr" @@ websearch_to_tsquery('french', "exercises"."f_unaccent"(?))
      or lower("exercises"."f_unaccent"(?)) operator(public.<%) e."search_title")`);
    params.push(search, search, search);
  }
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

  if (search) order = `"rank" desc, e."title_en", e."id"`;
  else if (tab === 'favourite') order = `f."sort_order", e."id"`;
  else order = `e."sort_order", e."title_en", e."id"`;

  params.push(query.limit, query.skip);
  return {
    sql: `select ${select.join(', ')} from ${from} where ${where.join(' and ')} order by ${order} limit ? offset ?`,
    params,
  };
}

const config = (lang: string) => (lang === 'fr' ? 'french' : 'english');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
/** Ids on the wire are opaque strings; one that is not a uuid simply matches nothing. */
export const uuidOrNil = (value: string) => (isUuid(value) ? value : '00000000-0000-0000-0000-000000000000');
