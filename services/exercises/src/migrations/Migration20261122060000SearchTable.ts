import { Migration } from '@mikro-orm/migrations';

/**
 * A narrow copy of the elements table for search: the columns that decide who sees a row, the
 * browser's filters, the English title (tie-break) and the two search vectors; no instructions,
 * media, parameters or credit. A common word matches thousands of rows, and matching, counting
 * and ranking them read every matched row: elements rows average 1.5 KB against about 0.8 KB here,
 * and the narrow rows stay in line uncompressed, so ranking them reads half the pages and
 * decompresses nothing. The search statement matches here and joins back to elements for the
 * one page it returns.
 *
 * Kept by statement-level triggers (one upsert per statement, so a 500-row library batch costs
 * one statement, not 500); deletions follow the foreign key.
 */
export class Migration20261122060000SearchTable extends Migration {
  override up(): void {
    this.addSql(`create table "exercises"."element_search" (
        "id" uuid primary key references "exercises"."elements" ("id") on delete cascade,
        "is_stack" boolean not null,
        "scope" text not null,
        "owner_id" text null,
        "team_id" text null,
        "org_id" text null,
        "folder_id" uuid null,
        "stack_id" uuid null,
        "title_en" text not null,
        "category_id" uuid null,
        "body_regions" text[] not null,
        "equipment" text[] not null,
        "position" text null,
        "search_en" tsvector null,
        "search_fr" tsvector null
      )`);
    this.addSql(`
      create or replace function "exercises"."sync_element_search"() returns trigger
        language plpgsql as $fn$
      begin
        insert into "exercises"."element_search" ("id", "is_stack", "scope", "owner_id", "team_id", "org_id",
          "folder_id", "stack_id", "title_en", "category_id", "body_regions", "equipment", "position", "search_en", "search_fr")
        select c."id", c."is_stack", c."scope", c."owner_id", c."team_id", c."org_id", c."folder_id", c."stack_id",
          c."title_en", c."category_id", c."body_regions", c."equipment", c."position", c."search_en", c."search_fr"
        from changed c
        on conflict ("id") do update set
          "is_stack" = excluded."is_stack", "scope" = excluded."scope", "owner_id" = excluded."owner_id",
          "team_id" = excluded."team_id", "org_id" = excluded."org_id", "folder_id" = excluded."folder_id",
          "stack_id" = excluded."stack_id", "title_en" = excluded."title_en", "category_id" = excluded."category_id",
          "body_regions" = excluded."body_regions", "equipment" = excluded."equipment", "position" = excluded."position",
          "search_en" = excluded."search_en", "search_fr" = excluded."search_fr";
        return null;
      end
      $fn$`);
    this.addSql(`
      create trigger "elements_search_insert" after insert on "exercises"."elements"
        referencing new table as changed for each statement execute function "exercises"."sync_element_search"()`);
    this.addSql(`
      create trigger "elements_search_update" after update on "exercises"."elements"
        referencing new table as changed for each statement execute function "exercises"."sync_element_search"()`);
    this.addSql(`
      insert into "exercises"."element_search" ("id", "is_stack", "scope", "owner_id", "team_id", "org_id",
        "folder_id", "stack_id", "title_en", "category_id", "body_regions", "equipment", "position", "search_en", "search_fr")
      select "id", "is_stack", "scope", "owner_id", "team_id", "org_id", "folder_id", "stack_id",
        "title_en", "category_id", "body_regions", "equipment", "position", "search_en", "search_fr"
      from "exercises"."elements"`);
    this.addSql('create index "element_search_en" on "exercises"."element_search" using gin ("search_en")');
    this.addSql('create index "element_search_fr" on "exercises"."element_search" using gin ("search_fr")');
  }
}
