import { Migration } from '@mikro-orm/migrations';

/**
 * Names as a French-speaking clinic writes them. The database's own order (C) put every accented
 * name after z ('Éthier' after 'Zimmer'), and the search matched accents exactly ('emilie' did not
 * find 'Émilie'). The name sorts now compare in the Unicode root order (ICU's `und-x-icu`: an
 * accent counts after the letters, so Éthier comes between Eaton and Zimmer), and the search text
 * is folded without accents (`unaccent`) on both sides of `like`.
 * `clients.folded` is declared immutable so a generated column and an index may use it: it names
 * the unaccent dictionary rather than reading the search path, and that dictionary's rules only
 * change with an upgrade of the extension, after which the column is rebuilt like this.
 */
export class Migration20261209000000AccentedNames extends Migration {
  override up(): void {
    this.addSql('create extension if not exists unaccent with schema public');
    this.addSql(`create function "clients"."folded"(value text) returns text language sql immutable strict parallel safe
      as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`);
    this.addSql('drop index "clients"."clients_search"');
    this.addSql('alter table "clients"."clients" drop column "search_text"');
    this.addSql(`alter table "clients"."clients" add column "search_text" text
      generated always as ("clients"."folded"("firstname" || ' ' || "lastname" || ' ' || "email")) stored`);
    this.addSql('create index "clients_search" on "clients"."clients" using gin ("search_text" public.gin_trgm_ops)');
    this.addSql('drop index "clients"."clients_by_lastname"');
    this.addSql('drop index "clients"."clients_by_firstname"');
    this.addSql(`create index "clients_by_lastname" on "clients"."clients"
      ("owner_id", "archived", lower("lastname") collate "und-x-icu", lower("firstname") collate "und-x-icu", "id")`);
    this.addSql(`create index "clients_by_firstname" on "clients"."clients"
      ("owner_id", "archived", lower("firstname") collate "und-x-icu", lower("lastname") collate "und-x-icu", "id")`);
  }

  override down(): void {
    this.addSql('drop index "clients"."clients_by_lastname"');
    this.addSql('drop index "clients"."clients_by_firstname"');
    this.addSql('create index "clients_by_lastname" on "clients"."clients" ("owner_id", "archived", lower("lastname"), lower("firstname"), "id")');
    this.addSql('create index "clients_by_firstname" on "clients"."clients" ("owner_id", "archived", lower("firstname"), lower("lastname"), "id")');
    this.addSql('drop index "clients"."clients_search"');
    this.addSql('alter table "clients"."clients" drop column "search_text"');
    this.addSql(`alter table "clients"."clients" add column "search_text" text generated always as (lower("firstname" || ' ' || "lastname" || ' ' || "email")) stored`);
    this.addSql('create index "clients_search" on "clients"."clients" using gin ("search_text" public.gin_trgm_ops)');
    this.addSql('drop function "clients"."folded"(text)');
  }
}
