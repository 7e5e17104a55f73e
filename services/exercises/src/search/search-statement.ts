import type { ElementListQuery, Lang } from '@openset/contracts';
import type { Viewer } from '@openset/server-kit';
import { tabRows, type ListTab } from './element-query.js';
import { pageStatement } from './page-statement.js';
import { param, raw, sql, type Fragment } from './sql-fragment.js';

const LANGS: readonly Lang[] = ['en', 'fr'];

/**
 * A search as PostgreSQL reads it in each language's configuration (Migration20261202020000):
 * as typed (`websearch_to_tsquery`: words, "phrases", -word, or), or as the spelling correction
 * wrote it (`to_tsquery`, search/spelling.ts).
 */
export interface TextQuery {
  parser: 'websearch_to_tsquery' | 'to_tsquery';
  text: string;
}

/** The query in one language; immutable, so PostgreSQL works it out once when it plans. */
const tsquery = (query: TextQuery, lang: Lang): Fragment => sql`${raw(query.parser)}('exercises.${raw(lang)}', ${param(query.text)}::text)`;

/** Rows of `e` the search matches in either language. */
export function matches(query: TextQuery): Fragment {
  return sql`(e."search_en" @@ ${tsquery(query, 'en')} or e."search_fr" @@ ${tsquery(query, 'fr')})`;
}

/**
 * How well a row matches, higher first. Per language where it matches: `ts_rank` on the weights
 * (title A, variant B, instructions C), plus the rank of its title alone divided by the title's
 * length (a title holding the words among fewer others is more about them: "Shoulder flexion"
 * before "Buttock stretch (knee to opposite shoulder)"). The clinician's language counts twice.
 */
export function rank(query: TextQuery, lang: Lang): Fragment {
  const inLanguage = (l: Lang) => {
    const vector = raw(`e."search_${l}"`);
    const q = tsquery(query, l);
    return sql`(case when ${vector} @@ ${q} then ts_rank(${vector}, ${q}) + ts_rank(ts_filter(${vector}, '{a}'), ${q}, 2) else 0 end)`;
  };
  const [other] = LANGS.filter((l) => l !== lang);
  return sql`(2 * ${inLanguage(lang)} + ${inLanguage(other!)})`;
}

/** The title in the clinician's language (English where there is none), folded: the order of equal ranks. */
export const titleIn = (lang: Lang) => `"exercises"."folded"(${lang === 'fr' ? 'coalesce(e."title_fr", e."title_en")' : 'e."title_en"'}) collate "C"`;

/**
 * A tab searched, as one statement over stock and custom rows alike: what the tab shows (the
 * one visibility rule and the filters) that the search matches, best first, then by title in
 * the clinician's language, then id, one row per stock movement except among the stars.
 */
export function searchStatement(
  tab: ListTab,
  viewer: Viewer | null,
  accountId: string,
  query: ElementListQuery,
  lang: Lang,
  text: TextQuery,
): Fragment {
  const rows = tabRows(tab, viewer, accountId, query);
  return pageStatement(
    sql`${rows} and ${matches(text)}`,
    { first: sql`-${rank(text, lang)}`, title: titleIn(lang) },
    { group: tab !== 'favourite', skip: query.skip, limit: query.limit, accountId },
  );
}
