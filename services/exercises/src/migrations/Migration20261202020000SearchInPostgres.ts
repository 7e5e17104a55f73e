import { Migration } from '@mikro-orm/migrations';

/**
 * What lists and searches read of every row they consider (who sees it, its movement, the list
 * row, the filters, the vectors), kept in the row: a stock row is about 3.5 KB, over the 2 KB at
 * which PostgreSQL moves values out of line, and it moves any value bigger than a TOAST pointer,
 * titles and movement keys included, until the row fits; grouping and sorting thousands of
 * matches by movement and title then read TOAST pages by the hundred thousand. `main` lets the
 * instructions, media and credit go out of line first: on the bench's library (58,246 rows) the
 * "all" tab's list went from 153 to 31 ms and its search for "shoulder" from 89 to 28 ms.
 */
const KEPT_IN_ROW = [
  'search_en', 'search_fr', 'scope', 'owner_id', 'team_id', 'org_id', 'title_en', 'title_fr', 'parameters', 'body_regions',
  'equipment', 'position', 'movement_key', 'variant_key', 'side', 'variant_en', 'variant_fr',
];

/**
 * Search goes back where the data is (docs/decisions/001-exercise-search-in-postgresql.md).
 *
 * Out: the search version (its row, the triggers that stamped rows with it and recorded removals,
 * `element_removals`, the `search_version` column). Every exercise write in the deployment took
 * that one row's lock until it committed; nothing any write takes is shared now.
 *
 * In:
 * - Text search configurations `exercises.en` and `exercises.fr`: the stock English and French
 *   ones with `unaccent` before the stemmer for words with non-ASCII letters, so "épaule",
 *   "EPAULE" and "epaules" are one lexeme, in the stored vectors and in the queries alike.
 * - Stored generated vectors per language: the title (A) above the variant's words (B) and the
 *   instructions (C); the French one reads the English text where there is no French, as a
 *   French clinician sees it. Kept in the row with what lists read (KEPT_IN_ROW): ranking reads
 *   the vector of every match, and out-of-line vectors cost TOAST reads per match.
 *   Generated columns need no trigger: a write computes its own row, nothing else.
 * - `search_words`: the distinct words of every title, folded (no accents, lower case), with a
 *   trigram index, for typos: a word that matches nothing is replaced by its closest word here
 *   (pg_trgm similarity, as PostgreSQL's documentation suggests for spelling suggestions).
 *   Kept by statement-level triggers inserting the changed titles' words with `on conflict do
 *   nothing`: a word already there is skipped without a lock, so writers of different clinicians
 *   never wait on each other here; only two transactions adding the same new word at once do,
 *   for that word alone, until the first commits. Words of titles since edited or deleted stay:
 *   a correction to such a word finds nothing, as the typed word did. A table refreshed from the
 *   elements would not know a new title's words until its next refresh.
 */
export class Migration20261202020000SearchInPostgres extends Migration {
  override up(): void {
    this.dropSearchVersion();
    this.addSql('create extension if not exists unaccent with schema public');
    this.addSql('create extension if not exists pg_trgm with schema public');
    // unaccent() is STABLE (it finds its dictionary through search_path); naming the dictionary
    // makes this depend on its input alone, as an index or a generated column needs.
    this.addSql(`
      create function "exercises"."folded"(text) returns text
        language sql immutable parallel safe strict
        as $fn$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $fn$`);
    for (const [config, base, stemmer] of [['en', 'english', 'english_stem'], ['fr', 'french', 'french_stem']] as const) {
      this.addSql(`create text search configuration "exercises"."${config}" (copy = pg_catalog.${base})`);
      this.addSql(`alter text search configuration "exercises"."${config}"
        alter mapping for word, hword, hword_part with public.unaccent, ${stemmer}`);
    }
    this.addSql(`alter table "exercises"."elements"
      add column "search_en" tsvector generated always as (
        setweight(to_tsvector('exercises.en'::regconfig, "title_en"), 'A') ||
        setweight(to_tsvector('exercises.en'::regconfig, coalesce("variant_en", '')), 'B') ||
        setweight(to_tsvector('exercises.en'::regconfig, "instructions_en"), 'C')
      ) stored,
      add column "search_fr" tsvector generated always as (
        setweight(to_tsvector('exercises.fr'::regconfig, coalesce("title_fr", "title_en")), 'A') ||
        setweight(to_tsvector('exercises.fr'::regconfig, coalesce("variant_fr", "variant_en", '')), 'B') ||
        setweight(to_tsvector('exercises.fr'::regconfig, coalesce("instructions_fr", "instructions_en")), 'C')
      ) stored,
      ${KEPT_IN_ROW.map((column) => `alter column "${column}" set storage main`).join(',\n      ')}`);
    this.addSql('create index "elements_search_en" on "exercises"."elements" using gin ("search_en")');
    this.addSql('create index "elements_search_fr" on "exercises"."elements" using gin ("search_fr")');
    this.searchWords();
  }

  private dropSearchVersion(): void {
    this.addSql('drop trigger if exists "elements_search_version" on "exercises"."elements"');
    this.addSql('drop trigger if exists "elements_search_stamp" on "exercises"."elements"');
    this.addSql('drop trigger if exists "elements_search_removal" on "exercises"."elements"');
    this.addSql('drop function if exists "exercises"."next_search_version"()');
    this.addSql('drop function if exists "exercises"."stamp_search_version"()');
    this.addSql('drop function if exists "exercises"."record_element_removal"()');
    this.addSql('drop table if exists "exercises"."element_removals"');
    this.addSql('drop table if exists "exercises"."search_version"');
    this.addSql('alter table "exercises"."elements" drop column if exists "search_version"');
  }

  private searchWords(): void {
    // Code point order: `like 'word%'` walks the primary key.
    this.addSql(`create table "exercises"."search_words" ("word" text collate "C" primary key)`);
    // GiST, not GIN: the closest word is an ordered scan (`order by "word" <-> ? limit 1`).
    this.addSql(`create index "search_words_trgm" on "exercises"."search_words" using gist ("word" public.gist_trgm_ops)`);
    const wordsOf = (rows: string) => `
      select distinct w.word
      from ${rows}, regexp_split_to_table("exercises"."folded"(t."title_en" || ' ' || coalesce(t."title_fr", '')), '[^a-z0-9]+') as w(word)
      where length(w.word) >= 3`;
    this.addSql(`
      create function "exercises"."words_of_new_titles"() returns trigger language plpgsql as $fn$
      begin
        insert into "exercises"."search_words" ("word") ${wordsOf('changed t')} on conflict do nothing;
        return null;
      end $fn$`);
    // An update's words only where a title changed: a reorder of a thousand rows reads no title.
    this.addSql(`
      create function "exercises"."words_of_edited_titles"() returns trigger language plpgsql as $fn$
      begin
        insert into "exercises"."search_words" ("word") ${wordsOf(
          `changed t join previous p on p."id" = t."id"
           and (p."title_en" is distinct from t."title_en" or p."title_fr" is distinct from t."title_fr")`,
        )} on conflict do nothing;
        return null;
      end $fn$`);
    this.addSql(`create trigger "elements_words_insert" after insert on "exercises"."elements"
      referencing new table as changed for each statement execute function "exercises"."words_of_new_titles"()`);
    this.addSql(`create trigger "elements_words_update" after update on "exercises"."elements"
      referencing old table as previous new table as changed for each statement execute function "exercises"."words_of_edited_titles"()`);
    this.addSql(`insert into "exercises"."search_words" ("word") ${wordsOf('"exercises"."elements" t')} on conflict do nothing`);
  }
}
