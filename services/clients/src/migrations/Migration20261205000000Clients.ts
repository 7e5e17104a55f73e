import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql, secretAttemptsTableSql } from '@openset/server-kit';

/**
 * Clients and what the portal records for them: feedback, adherence (an exercise of a set done on
 * a day), diary entries; the outbox of client events and the counts of wrong portal keys.
 * The list searches names and e-mail anywhere in the text: a trigram index (pg_trgm) on one
 * lower-cased column answers `like '%...%'` without reading every row of a large practice.
 */
export class Migration20261205000000Clients extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm with schema public');
    this.addSql(`
      create table "clients"."clients" (
        "id" uuid primary key default gen_random_uuid(),
        "owner_id" text not null,
        "firstname" text not null,
        "lastname" text not null,
        "email" text not null,
        "lang" text not null default 'en' check ("lang" in ('en','fr')),
        "year_of_birth" integer null,
        "portal_username" text not null,
        "portal_key_hash" text not null,
        "portal_enabled" boolean not null default true,
        "archived" boolean not null default false,
        "outcome_count" integer not null default 0,
        "unread_feedback" integer not null default 0,
        "last_portal_login" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "search_text" text generated always as (lower("firstname" || ' ' || "lastname" || ' ' || "email")) stored
      )`);
    this.addSql('create unique index "clients_portal_username" on "clients"."clients" ("portal_username")');
    // The list's sorts, each ending in the id so pages never overlap.
    this.addSql('create index "clients_by_lastname" on "clients"."clients" ("owner_id", "archived", lower("lastname"), lower("firstname"), "id")');
    this.addSql('create index "clients_by_firstname" on "clients"."clients" ("owner_id", "archived", lower("firstname"), lower("lastname"), "id")');
    this.addSql('create index "clients_by_email" on "clients"."clients" ("owner_id", "archived", lower("email"), "id")');
    this.addSql('create index "clients_by_updated" on "clients"."clients" ("owner_id", "archived", "updated_at", "id")');
    this.addSql('create index "clients_by_created" on "clients"."clients" ("owner_id", "archived", "created_at", "id")');
    this.addSql('create index "clients_email" on "clients"."clients" ("owner_id", lower("email"))');
    this.addSql('create index "clients_search" on "clients"."clients" using gin ("search_text" public.gin_trgm_ops)');
    this.addSql('create index "clients_unread" on "clients"."clients" ("owner_id") where "unread_feedback" > 0');

    this.addSql(`
      create table "clients"."feedback" (
        "id" uuid primary key default gen_random_uuid(),
        "client_id" uuid not null references "clients"."clients" ("id") on delete cascade,
        "set_id" text null,
        "text" text not null,
        "read" boolean not null default false,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "feedback_client" on "clients"."feedback" ("client_id", "created_at" desc)');

    this.addSql(`
      create table "clients"."adherence" (
        "client_id" uuid not null references "clients"."clients" ("id") on delete cascade,
        "set_id" text not null,
        "exercise_key" text not null,
        "date" date not null,
        "created_at" timestamptz not null default now(),
        primary key ("client_id", "date", "set_id", "exercise_key")
      )`);

    this.addSql(`
      create table "clients"."diary_entries" (
        "id" uuid primary key default gen_random_uuid(),
        "client_id" uuid not null references "clients"."clients" ("id") on delete cascade,
        "type" text not null,
        "date" date not null,
        "values" jsonb not null,
        "note" text null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "diary_entries_client" on "clients"."diary_entries" ("client_id", "date" desc, "created_at" desc)');

    for (const statement of outboxTableSql('clients')) this.addSql(statement);
    for (const statement of secretAttemptsTableSql('clients')) this.addSql(statement);
  }
}
