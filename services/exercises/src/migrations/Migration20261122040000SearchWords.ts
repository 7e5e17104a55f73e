import { Migration } from '@mikro-orm/migrations';

/**
 * Typo tolerance through a vocabulary instead of trigram comparisons on every title: the distinct
 * unaccented words of all titles, kept by statement-level triggers, with a trigram index. A
 * misspelt query word is replaced by its closest vocabulary word and the search runs on the
 * full-text indexes again. Comparing a few words against a few thousand is cheap; comparing a
 * query against every one of 60,000 titles was not (0.7 s for a common misspelling).
 */
export class Migration20261122040000SearchWords extends Migration {
  override up(): void {
    this.addSql(`create table "exercises"."search_words" ("word" text primary key)`);
    this.addSql(`create index "search_words_trgm" on "exercises"."search_words" using gin ("word" public.gin_trgm_ops)`);
    this.addSql(`
      create or replace function "exercises"."collect_search_words"() returns trigger
        language plpgsql as $fn$
      begin
        insert into "exercises"."search_words" ("word")
        select distinct w
        from changed, regexp_split_to_table(lower("exercises"."f_unaccent"(changed."title_en" || ' ' || coalesce(changed."title_fr", ''))), '[^a-z0-9]+') as w
        where length(w) >= 3
        on conflict do nothing;
        return null;
      end
      $fn$`);
    this.addSql(`
      create trigger "elements_words_insert" after insert on "exercises"."elements"
        referencing new table as changed for each statement execute function "exercises"."collect_search_words"()`);
    this.addSql(`
      create trigger "elements_words_update" after update on "exercises"."elements"
        referencing new table as changed for each statement execute function "exercises"."collect_search_words"()`);
    this.addSql(`
      insert into "exercises"."search_words" ("word")
      select distinct w from "exercises"."elements" e,
        regexp_split_to_table(lower("exercises"."f_unaccent"(e."title_en" || ' ' || coalesce(e."title_fr", ''))), '[^a-z0-9]+') as w
      where length(w) >= 3
      on conflict do nothing`);
    // Title trigrams are no longer compared row by row.
    this.addSql(`drop index if exists "exercises"."elements_search_title"`);
  }
}
