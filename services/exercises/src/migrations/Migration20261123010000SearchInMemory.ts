import { Migration } from '@mikro-orm/migrations';

/**
 * Search moves into the service's memory (src/search/): what PostgreSQL kept for it goes (the
 * search vectors and their narrow table, the typo vocabulary, the stock generation counter), and
 * what every copy needs to keep its index current comes in.
 *
 * Every statement that changes what the index reads of elements takes the next search version
 * (one row, `search_version`) and stamps the rows it writes with it; a deleted row leaves its id
 * in `element_removals` with that version. The statement updates the version row, so it holds
 * that row's lock until it commits: versions are committed in the order they are taken, and a
 * copy that has read version V has seen every change up to V once it has read the rows stamped
 * above what it had. Writes of exercises serialise on that lock; they are a clinician's clicks,
 * not a stream.
 */
export class Migration20261123010000SearchInMemory extends Migration {
  override up(): void {
    this.addSql(`drop function if exists "exercises"."collect_search_words"() cascade`);
    this.addSql(`drop table if exists "exercises"."search_words"`);
    this.addSql(`drop function if exists "exercises"."sync_element_search"() cascade`);
    this.addSql(`drop table if exists "exercises"."element_search"`);
    this.addSql(`drop function if exists "exercises"."bump_stock_generation"() cascade`);
    this.addSql(`drop table if exists "exercises"."stock_generation"`);
    this.addSql(`alter table "exercises"."elements" drop column "search_en", drop column "search_fr", drop column "search_title"`);
    this.addSql(`drop function if exists "exercises"."f_unaccent"(text)`);

    this.addSql(`create table "exercises"."search_version" (
        "id" boolean primary key default true check ("id"),
        "version" bigint not null
      )`);
    this.addSql(`insert into "exercises"."search_version" ("version") values (1)`);
    this.addSql(`alter table "exercises"."elements" add column "search_version" bigint not null default 1`);
    this.addSql(`create index "elements_search_version" on "exercises"."elements" ("search_version")`);
    this.addSql(`create table "exercises"."element_removals" (
        "version" bigint not null,
        "element_id" uuid not null
      )`);
    this.addSql(`create index "element_removals_version" on "exercises"."element_removals" ("version")`);

    const indexed = `"scope", "owner_id", "team_id", "org_id", "folder_id", "stack_id", "is_stack", "category_id",
      "body_regions", "equipment", "position", "title_en", "title_fr", "thumbnail_id", "sort_order", "parameters", "instructions_en",
      "instructions_fr"`;
    this.addSql(`
      create function "exercises"."next_search_version"() returns trigger language plpgsql as $fn$
      begin
        update "exercises"."search_version" set "version" = "version" + 1;
        return null;
      end $fn$`);
    this.addSql(`
      create function "exercises"."stamp_search_version"() returns trigger language plpgsql as $fn$
      begin
        new."search_version" := (select "version" from "exercises"."search_version");
        return new;
      end $fn$`);
    this.addSql(`
      create function "exercises"."record_element_removal"() returns trigger language plpgsql as $fn$
      begin
        insert into "exercises"."element_removals" ("version", "element_id")
          values ((select "version" from "exercises"."search_version"), old."id");
        return null;
      end $fn$`);
    // Statement-level BEFORE triggers fire before the row-level ones: the version is taken first.
    this.addSql(`create trigger "elements_search_version" before insert or delete or update of ${indexed}
      on "exercises"."elements" for each statement execute function "exercises"."next_search_version"()`);
    this.addSql(`create trigger "elements_search_stamp" before insert or update of ${indexed}
      on "exercises"."elements" for each row execute function "exercises"."stamp_search_version"()`);
    this.addSql(`create trigger "elements_search_removal" after delete
      on "exercises"."elements" for each row execute function "exercises"."record_element_removal"()`);
  }
}
