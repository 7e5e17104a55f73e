import type { ElementListQuery, Lang } from '@openset/contracts';
import type { ClinicalReading } from '@openset/exercise-library';
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

/** Rows of `e` whose text the search matches in either language. */
const textMatches = (query: TextQuery): Fragment => sql`(e."search_en" @@ ${tsquery(query, 'en')} or e."search_fr" @@ ${tsquery(query, 'fr')})`;

/** Rows whose title or variant words (weights A and B) the search matches in either language. */
const titleMatches = (query: TextQuery): Fragment =>
  sql`(ts_filter(e."search_en", '{a,b}') @@ ${tsquery(query, 'en')} or ts_filter(e."search_fr", '{a,b}') @@ ${tsquery(query, 'fr')})`;

/** Values as a text[] from one parameter (the driver would spread an array parameter into a list). */
const textArray = (values: readonly string[]): Fragment => sql`string_to_array(${param(values.join(','))}::text, ',')`;

/** The rows of a region the search names (libs/exercise-library, clinical vocabulary). */
const inRegions = (clinical: ClinicalReading): Fragment => sql`e."body_regions" && ${textArray(clinical.regions)}`;

/**
 * Rows of `e` the search matches: its text in either language, or, when it names a condition or
 * a region of the clinical vocabulary, the rows of those regions that hold the rest of its words
 * (all of them when there is no other word, or only words neither language keeps).
 */
export function matches(query: TextQuery, clinical: ClinicalReading | null = null): Fragment {
  if (!clinical) return textMatches(query);
  const rest: TextQuery = { parser: 'websearch_to_tsquery', text: clinical.rest };
  const restMatches = clinical.rest
    ? sql`(numnode(${tsquery(rest, 'en')}) = 0 or numnode(${tsquery(rest, 'fr')}) = 0 or ${textMatches(rest)})`
    : raw('true');
  return sql`(${textMatches(query)} or (${inRegions(clinical)} and ${restMatches}))`;
}

/**
 * Equipment and sources of strength-and-conditioning content (gym machines, bars, the imported
 * gym libraries): ranked after rehabilitation content of the same region.
 */
const GYM_EQUIPMENT = ['barbell', 'ez-bar', 'machine', 'cable-machine', 'smith-machine', 'kettlebell', 'pull-up-bar', 'weight-plate', 'parallel-bars'];
const GYM_SOURCES = ['wger', 'everkinetic', 'free-exercise-db'];
const STRENGTH_AND_CONDITIONING = 'strength-and-conditioning';

/**
 * How far a clinical search moves a row up: its region first, then rehabilitation content, then a
 * title saying what was typed, the movements and the kinds the condition calls for; the text's
 * rank (below 4 or so) orders what ties.
 */
export const CLINICAL_WEIGHTS = { region: 100, rehabilitation: 20, typed: 8, movement: 6, kind: 4 };

const weight = (condition: Fragment, points: number): Fragment => sql`(case when ${condition} then ${raw(String(points))} else 0 end)`;

/** Within the region and kind of content: titles saying what the search says as typed, the movements the condition calls for, its kinds. */
function clinicalRank(query: TextQuery, clinical: ClinicalReading): Fragment {
  const gym = sql`(e."equipment" && ${textArray(GYM_EQUIPMENT)} or coalesce(e."source", '') = any(${textArray(GYM_SOURCES)})
    or exists (select 1 from "exercises"."categories" sc where sc."id" = e."category_id" and (sc."key" = ${param(STRENGTH_AND_CONDITIONING)} or sc."key" like ${param(`${STRENGTH_AND_CONDITIONING}.%`)})))`;
  const kind = clinical.categoryKeys.length
    ? weight(sql`exists (select 1 from "exercises"."categories" kc where kc."id" = e."category_id" and kc."key" = any(${textArray(clinical.categoryKeys)}))`, CLINICAL_WEIGHTS.kind)
    : raw('0');
  const movements: TextQuery = { parser: 'websearch_to_tsquery', text: clinical.movements.map((movement) => `"${movement}"`).join(' or ') };
  const movement = clinical.movements.length ? weight(sql`e."search_en" @@ ${tsquery(movements, 'en')}`, CLINICAL_WEIGHTS.movement) : raw('0');
  // A row without regions (a clinician's own, often) whose text the search matches counts as in the region.
  const region = sql`(${inRegions(clinical)} or (e."body_regions" = '{}' and ${textMatches(query)}))`;
  return sql`(${weight(region, CLINICAL_WEIGHTS.region)} + ${weight(sql`not ${gym}`, CLINICAL_WEIGHTS.rehabilitation)}
    + ${weight(titleMatches(query), CLINICAL_WEIGHTS.typed)} + ${movement} + ${kind})`;
}

/**
 * How well a row matches, higher first. Per language where it matches: `ts_rank` on the weights
 * (title A, variant B, instructions C), plus the rank of its title alone divided by the title's
 * length (a title holding the words among fewer others is more about them: "Shoulder flexion"
 * before "Buttock stretch (knee to opposite shoulder)"). The clinician's language counts twice.
 * A search naming a condition or region adds CLINICAL_WEIGHTS: the region's rows first, among
 * them rehabilitation before strength-and-conditioning content, then the kinds the condition calls for.
 */
export function rank(query: TextQuery, lang: Lang, clinical: ClinicalReading | null = null): Fragment {
  const inLanguage = (l: Lang, text: TextQuery = query) => {
    const vector = raw(`e."search_${l}"`);
    const q = tsquery(text, l);
    return sql`(case when ${vector} @@ ${q} then ts_rank(${vector}, ${q}) + ts_rank(ts_filter(${vector}, '{a}'), ${q}, 2) else 0 end)`;
  };
  const [other] = LANGS.filter((l) => l !== lang);
  if (!clinical) return sql`(2 * ${inLanguage(lang)} + ${inLanguage(other!)})`;
  // Ranked on the words that say what is wanted: "shoulder pain" ranks as "shoulder".
  const ranked: TextQuery = clinical.ranked ? { parser: 'websearch_to_tsquery', text: clinical.ranked } : query;
  return sql`(${clinicalRank(ranked, clinical)} + 2 * ${inLanguage(lang, ranked)} + ${inLanguage(other!, ranked)})`;
}

/** The title in the clinician's language (English where there is none), folded: the order of equal ranks. */
export const titleIn = (lang: Lang) => `"exercises"."folded"(${lang === 'fr' ? 'coalesce(e."title_fr", e."title_en")' : 'e."title_en"'}) collate "C"`;

/**
 * A tab searched, as one statement over stock and custom rows alike: what the tab shows (the
 * one visibility rule and the filters) that the search matches, best first, then by title in
 * the clinician's language, then id, one row per stock movement except among the stars.
 * `clinical`: what the search names of the clinical vocabulary (`readClinical`), if anything.
 */
export function searchStatement(
  tab: ListTab,
  viewer: Viewer | null,
  accountId: string,
  query: ElementListQuery,
  lang: Lang,
  text: TextQuery,
  clinical: ClinicalReading | null = null,
): Fragment {
  const rows = tabRows(tab, viewer, accountId, query);
  return pageStatement(
    sql`${rows} and ${matches(text, clinical)}`,
    { first: sql`-${rank(text, lang, clinical)}`, title: titleIn(lang) },
    { group: tab !== 'favourite', skip: query.skip, limit: query.limit, accountId },
  );
}
