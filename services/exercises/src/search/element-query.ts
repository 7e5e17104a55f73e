import type { ElementListQuery, Lang } from '@openset/contracts';
import type { Viewer } from '../access/access.service.js';
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
 * The browser's list and search as one SQL statement.
 * - Which rows: visibility of the tab plus the filters (category, folder, body region,
 *   equipment, position, kind), all on indexed columns.
 * - Search: full-text match in English or French (unaccented, stemmed, title weight A,
 *   instructions B) through the GIN indexes. Only when that finds nothing (a typo, an unfinished
 *   word) does the trigram index on the unaccented title answer instead, ranked by word
 *   similarity; so common words never pay for trigram comparisons.
 * - Matching, ranking, paging and the total read the narrow search table (element_search), and
 *   only the page (at most 100 rows) is joined back to elements for the list columns.
 */
export function listStatement(
  tab: ListTab,
  viewer: Viewer | null,
  accountId: string,
  query: ElementListQuery,
  lang: Lang,
): ListStatement {
  const search = query.search?.trim() ?? '';
  const base = scopeAndFilters(tab, viewer, accountId, query, search ? SEARCH_TABLE : ELEMENTS_TABLE);
  const columns = `${LIST_COLUMNS},
    exists (select 1 from "exercises"."favourites" f2 where f2."account_id" = ? and f2."element_id" = e."id") as "favourite",
    page."total"`;

  if (search) {
    const [mine, other] = lang === 'fr' ? ['fr', 'en'] : ['en', 'fr'];
    const tsq = (language: string) => `websearch_to_tsquery('${config(language)}', "exercises"."f_unaccent"(?))`;
    const sql = `with fts as (
        select e."id", e."title_en",
          (2 * ts_rank(e."search_${mine}", ${tsq(mine)}) + ts_rank(e."search_${other}", ${tsq(other)})) as "rank"
        from ${base.sql}
          and (e."search_en" @@ ${tsq('en')} or e."search_fr" @@ ${tsq('fr')})
      ), fixed as (
        -- Only when the words as typed match nothing.
        ${FIXED_WORDS_SELECT} and not exists (select 1 from fts)
      ), fuzzy as (
        select e."id", e."title_en",
          (ts_rank(e."search_en", to_tsquery('english', fw."words")) + ts_rank(e."search_fr", to_tsquery('french', fw."words"))) as "rank"
        from fixed fw, ${base.sql}
          and fw."words" is not null
          and (e."search_en" @@ to_tsquery('english', fw."words") or e."search_fr" @@ to_tsquery('french', fw."words"))
      ), page as (
        select h."id", h."rank", h."title_en", count(*) over () as "total"
        from (select * from fts union all select * from fuzzy) h
        order by h."rank" desc, h."title_en" collate "C", h."id" limit ? offset ?
      )
      select ${columns} from page join "exercises"."elements" e on e."id" = page."id"
      order by page."rank" desc, page."title_en" collate "C", page."id"`;
    return {
      sql,
      params: [
        search, search, ...base.params, search, search,
        search,
        ...base.params,
        query.limit, query.skip,
        accountId,
      ],
    };
  }

  const order = tab === 'favourite' ? `f."sort_order"` : `e."sort_order"`;
  const sql = `with page as (
      select e."id", ${order} as "k1", e."title_en" as "k2", count(*) over () as "total"
      from ${base.sql}
      order by ${order}, e."title_en", e."id" limit ? offset ?
    )
    select ${columns} from page join "exercises"."elements" e on e."id" = page."id"
    order by page."k1", page."k2", page."id"`;
  return { sql, params: [...base.params, query.limit, query.skip, accountId] };
}

/**
 * The search words corrected for typing: a word that begins a known title word is searched as a
 * prefix (typing in progress), any other by its three closest title words. One parameter: the
 * search text. Answers one row, "words", in to_tsquery syntax (null when no word is left).
 */
export const FIXED_WORDS_SELECT = `select string_agg(case
            when exists (select 1 from "exercises"."search_words" v where left(v."word", length(t.w)) = t.w) then t.w || ':*'
            else coalesce((select '(' || string_agg(c."word", ' | ') || ')' from (
                             select v."word" from "exercises"."search_words" v
                             where v."word" operator(public.%) t.w
                             order by public.similarity(v."word", t.w) desc, v."word" limit 3) c), t.w)
          end, ' & ') as "words"
        from regexp_split_to_table(lower("exercises"."f_unaccent"(?)), '[^a-z0-9]+') as t(w)
        where length(t.w) >= 2`;

const ELEMENTS_TABLE = `"exercises"."elements"`;
/**
 * Narrow copy of elements kept by triggers (visibility and filter columns, English title, search
 * vectors): a common word matches thousands of rows, and matching, counting and ranking them
 * reads half the pages it would in elements. Only the page is joined back to elements.
 */
export const SEARCH_TABLE = `"exercises"."element_search"`;

/** `<table> e [join favourites] where <visibility and filters>` with its parameters. */
export function scopeAndFilters(
  tab: ListTab,
  viewer: Viewer | null,
  accountId: string,
  query: ElementListQuery,
  table: string,
): Fragment {
  const params: unknown[] = [];
  let from = `${table} e`;
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

const config = (lang: string) => (lang === 'fr' ? 'french' : 'english');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
/** Ids on the wire are opaque strings; one that is not a uuid simply matches nothing. */
export const uuidOrNil = (value: string) => (isUuid(value) ? value : '00000000-0000-0000-0000-000000000000');
