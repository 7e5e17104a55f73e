import { Migration } from '@mikro-orm/migrations';

/**
 * Education articles: the stock library's (loaded at start-up from `@openset/education-library`,
 * its slug as id) and custom ones (owned by a clinician, team or organisation like elements), in
 * one table so a list is paged, searched and filtered in one statement under the one visibility
 * rule. Stock rows hold both languages; a custom article is written in one (`lang`) and holds
 * its text in both columns, so every list reads one pair of columns. Each language has a
 * generated, unaccented, weighted tsvector (title A, summary B, body text and tags C) with a GIN index.
 *
 * `education_history`: what a set names when a custom article is attached
 * (`customEducationHistory`): one snapshot per written version, kept when the article is edited
 * or deleted, with the article's ownership at the time.
 */
export class Migration20261202100000Education extends Migration {
  override up(): void {
    this.addSql('create extension if not exists unaccent with schema public');
    // unaccent() is STABLE (it finds its dictionary through search_path); naming the dictionary
    // makes this depend on its input alone, as a generated column needs. The education domain's
    // own, so the library's search may change its functions without touching this table.
    this.addSql(`
      create function "exercises"."education_unaccent"(text) returns text
        language sql immutable parallel safe strict
        as $fn$ select public.unaccent('public.unaccent'::regdictionary, $1) $fn$`);
    const tsv = (lang: 'en' | 'fr', config: 'english' | 'french') => {
      const part = (expression: string, weight: string) =>
        `setweight(to_tsvector('${config}'::regconfig, "exercises"."education_unaccent"(${expression})), '${weight}')`;
      return [part(`"title_${lang}"`, 'A'), part(`"summary_${lang}"`, 'B'), part(`"text_${lang}"`, 'C')].join(' || ');
    };
    this.addSql(`
      create table "exercises"."education" (
        "id" text primary key,
        "scope" text not null check ("scope" in ('stock','user','team','org')),
        "owner_id" text null,
        "team_id" text null,
        "org_id" text null,
        "lang" text null check ("lang" in ('en','fr')),
        "category" text null,
        "tags" text[] not null default '{}',
        "title_en" text not null,
        "title_fr" text not null,
        "summary_en" text not null default '',
        "summary_fr" text not null default '',
        "html_en" text not null default '',
        "html_fr" text not null default '',
        "text_en" text not null default '',
        "text_fr" text not null default '',
        "blocks_en" jsonb not null default '[]',
        "blocks_fr" jsonb not null default '[]',
        "sources" jsonb not null default '[]',
        "attachment_ids" uuid[] not null default '{}',
        "history_id" uuid null,
        "ord" integer not null default 0,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "search_en" tsvector generated always as (${tsv('en', 'english')}) stored,
        "search_fr" tsvector generated always as (${tsv('fr', 'french')}) stored,
        check (("scope" = 'stock') = ("owner_id" is null))
      )`);
    this.addSql(`create index "education_search_en" on "exercises"."education" using gin ("search_en")`);
    this.addSql(`create index "education_search_fr" on "exercises"."education" using gin ("search_fr")`);
    this.addSql(`create index "education_owner" on "exercises"."education" ("scope", "owner_id")`);
    this.addSql(`create index "education_team" on "exercises"."education" ("team_id") where "team_id" is not null`);
    this.addSql(`create index "education_org" on "exercises"."education" ("org_id") where "org_id" is not null`);
    this.addSql(`create index "education_attachments" on "exercises"."education" using gin ("attachment_ids")`);

    this.addSql(`
      create table "exercises"."education_history" (
        "id" uuid primary key,
        "education_id" text not null,
        "scope" text not null check ("scope" in ('user','team','org')),
        "owner_id" text not null,
        "team_id" text null,
        "org_id" text null,
        "lang" text not null check ("lang" in ('en','fr')),
        "title" text not null,
        "summary" text not null,
        "html" text not null,
        "blocks" jsonb not null,
        "attachment_ids" uuid[] not null default '{}',
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(`create index "education_history_article" on "exercises"."education_history" ("education_id")`);
    this.addSql(`create index "education_history_attachments" on "exercises"."education_history" using gin ("attachment_ids")`);
  }

  override down(): void {
    this.addSql(`drop table "exercises"."education_history"`);
    this.addSql(`drop table "exercises"."education"`);
    this.addSql(`drop function "exercises"."education_unaccent"(text)`);
  }
}
