import { Migration } from '@mikro-orm/migrations';

/**
 * Exercise library: categories, custom folders, elements (exercises and stacks of every type),
 * favourites, resources and the library load state.
 *
 * Search is designed to be one indexed statement: an immutable unaccent wrapper lets generated
 * columns hold an unaccented, weighted (title A, instructions B) tsvector per language with a GIN
 * index each, and a lower-cased unaccented title with a trigram GIN index catches typos.
 * Ownership columns (owner, team, org) exist on every custom row so that sharing needs no rework.
 */
export class Migration20261122010000Init extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "exercises"');
    this.addSql('create extension if not exists unaccent with schema public');
    this.addSql('create extension if not exists pg_trgm with schema public');
    // unaccent() is only STABLE (it reads its dictionary by search_path); naming the dictionary
    // makes the result depend on the input alone, so it may be used in generated columns.
    this.addSql(`
      create or replace function "exercises"."f_unaccent"(text) returns text
        language sql immutable parallel safe strict
        as $fn$ select public.unaccent('public.unaccent'::regdictionary, $1) $fn$`);

    this.addSql(`
      create table "exercises"."categories" (
        "id" uuid primary key default gen_random_uuid(),
        "key" text not null unique,
        "parent_id" uuid null references "exercises"."categories" ("id") on delete set null,
        "title_en" text not null,
        "title_fr" text null,
        "ord" integer not null default 0,
        "source" text not null default 'openset'
      )`);

    this.addSql(`
      create table "exercises"."folders" (
        "id" uuid primary key default gen_random_uuid(),
        "kind" text not null check ("kind" in ('user','team','org')),
        "owner_id" text not null,
        "team_id" text null,
        "org_id" text null,
        "parent_id" uuid null references "exercises"."folders" ("id") on delete restrict,
        "depth" integer not null check ("depth" >= 1),
        "title" text not null,
        "import_scope" text null,
        "source" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        check (("kind" = 'team') = ("team_id" is not null) and ("kind" = 'org') = ("org_id" is not null))
      )`);
    this.addSql('create index "folders_user" on "exercises"."folders" ("owner_id") where "kind" = \'user\'');
    this.addSql('create index "folders_team" on "exercises"."folders" ("team_id") where "kind" = \'team\'');
    this.addSql('create index "folders_org" on "exercises"."folders" ("org_id") where "kind" = \'org\'');
    this.addSql('create index "folders_parent" on "exercises"."folders" ("parent_id")');
    this.addSql('create unique index "folders_import" on "exercises"."folders" ("import_scope", "source") where "import_scope" is not null');

    this.addSql(`
      create table "exercises"."elements" (
        "id" uuid primary key default gen_random_uuid(),
        "is_stack" boolean not null default false,
        "scope" text not null check ("scope" in ('stock','user','team','org')),
        "owner_id" text null,
        "team_id" text null,
        "org_id" text null,
        "folder_id" uuid null references "exercises"."folders" ("id") on delete restrict,
        "stack_id" uuid null references "exercises"."elements" ("id") on delete cascade,
        "sort_order" double precision not null default 0,
        "title_en" text not null,
        "title_fr" text null,
        "instructions_en" text not null default '',
        "instructions_fr" text null,
        "reflect" boolean not null default false,
        "thumbnail_id" uuid null,
        "parameters" jsonb not null default '[]',
        "resources" jsonb not null default '[]',
        "category_id" uuid null references "exercises"."categories" ("id") on delete set null,
        "body_regions" text[] not null default '{}',
        "equipment" text[] not null default '{}',
        "position" text null,
        "import_scope" text null,
        "source" text null,
        "source_key" text null,
        "licence" text null,
        "licence_url" text null,
        "attribution_required" boolean not null default false,
        "author" text null,
        "source_url" text null,
        "credit_line" text null,
        "copied_from" uuid null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "search_en" tsvector generated always as (
          setweight(to_tsvector('english'::regconfig, "exercises"."f_unaccent"("title_en")), 'A') ||
          setweight(to_tsvector('english'::regconfig, "exercises"."f_unaccent"("instructions_en")), 'B')
        ) stored,
        "search_fr" tsvector generated always as (
          setweight(to_tsvector('french'::regconfig, "exercises"."f_unaccent"(coalesce("title_fr", "title_en"))), 'A') ||
          setweight(to_tsvector('french'::regconfig, "exercises"."f_unaccent"(coalesce("instructions_fr", "instructions_en"))), 'B')
        ) stored,
        "search_title" text generated always as (
          lower("exercises"."f_unaccent"("title_en" || ' ' || coalesce("title_fr", '')))
        ) stored,
        check ("scope" <> 'stock' or ("owner_id" is null and "team_id" is null and "org_id" is null)),
        check ("scope" <> 'user' or "owner_id" is not null),
        check ("scope" <> 'team' or "team_id" is not null),
        check ("scope" <> 'org' or "org_id" is not null)
      )`);
    this.addSql('create index "elements_search_en" on "exercises"."elements" using gin ("search_en")');
    this.addSql('create index "elements_search_fr" on "exercises"."elements" using gin ("search_fr")');
    this.addSql('create index "elements_search_title" on "exercises"."elements" using gin ("search_title" public.gin_trgm_ops)');
    this.addSql('create index "elements_stock" on "exercises"."elements" ("category_id", "title_en") where "scope" = \'stock\'');
    this.addSql('create index "elements_user" on "exercises"."elements" ("owner_id") where "scope" = \'user\'');
    this.addSql('create index "elements_team" on "exercises"."elements" ("team_id") where "scope" = \'team\'');
    this.addSql('create index "elements_org" on "exercises"."elements" ("org_id") where "scope" = \'org\'');
    this.addSql('create index "elements_folder" on "exercises"."elements" ("folder_id")');
    this.addSql('create index "elements_stack" on "exercises"."elements" ("stack_id", "sort_order")');
    this.addSql('create index "elements_body_regions" on "exercises"."elements" using gin ("body_regions")');
    this.addSql('create index "elements_equipment" on "exercises"."elements" using gin ("equipment")');
    this.addSql('create index "elements_position" on "exercises"."elements" ("position")');
    this.addSql(
      'create unique index "elements_import" on "exercises"."elements" ("import_scope", "source", "source_key") where "import_scope" is not null',
    );

    this.addSql(`
      create table "exercises"."favourites" (
        "account_id" text not null,
        "element_id" uuid not null references "exercises"."elements" ("id") on delete cascade,
        "sort_order" double precision not null,
        primary key ("account_id", "element_id")
      )`);
    this.addSql('create index "favourites_element" on "exercises"."favourites" ("element_id")');

    this.addSql(`
      create table "exercises"."resources" (
        "id" uuid primary key default gen_random_uuid(),
        "kind" text not null,
        "owner_id" text null,
        "team_id" text null,
        "org_id" text null,
        "mime" text not null,
        "size" bigint not null,
        "width" integer null,
        "height" integer null,
        "storage_key" text not null,
        "poster_key" text null,
        "caption_en" text not null default '',
        "caption_fr" text null,
        "credit" text null,
        "import_scope" text null,
        "source" text null,
        "source_key" text null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "resources_owner" on "exercises"."resources" ("owner_id")');
    this.addSql(
      'create unique index "resources_import" on "exercises"."resources" ("import_scope", "source", "source_key") where "import_scope" is not null',
    );

    this.addSql(`
      create table "exercises"."library_state" (
        "key" text primary key,
        "value" text not null,
        "updated_at" timestamptz not null default now()
      )`);
  }
}
