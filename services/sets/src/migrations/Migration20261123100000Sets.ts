import { Migration } from '@mikro-orm/migrations';
import { folderTableSql, outboxTableSql } from '@openset/server-kit';

/**
 * Sets and what goes with them: set folders (the shared folder tree), saved sets (content copied
 * as jsonb: a later change to a library exercise never changes a prescribed set), history points
 * (immutable: triggers refuse any update, and any delete but the cascade of their set's), drafts
 * (one row per open document, upserted by the builder's autosave), bulk parameter presets and the
 * outbox of client-set events.
 */
export class Migration20261123100000Sets extends Migration {
  override up(): void {
    for (const statement of folderTableSql('sets')) this.addSql(statement);

    this.addSql(`
      create table "sets"."sets" (
        "id" uuid primary key default gen_random_uuid(),
        "kind" text not null check ("kind" in ('folderSet','clientSet')),
        "scope" text not null check ("scope" in ('user','team','org')),
        "owner_id" text not null,
        "team_id" text null,
        "org_id" text null,
        "folder_id" uuid null references "sets"."folders" ("id") on delete restrict,
        "client_id" text null,
        "enabled" boolean not null default true,
        "version" integer not null default 1,
        "savename" text not null default '',
        "title" text not null default '',
        "instructions" text not null default '',
        "elements" jsonb not null default '[]',
        "education" jsonb not null default '[]',
        "exercise_count" integer not null default 0,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        check (("kind" = 'clientSet') = ("client_id" is not null)),
        check ("kind" = 'folderSet' or ("scope" = 'user' and "folder_id" is null)),
        check (("scope" = 'team') = ("team_id" is not null) and ("scope" = 'org') = ("org_id" is not null))
      )`);
    this.addSql('create index "sets_user" on "sets"."sets" ("owner_id", "updated_at" desc) where "scope" = \'user\'');
    this.addSql('create index "sets_team" on "sets"."sets" ("team_id", "updated_at" desc) where "scope" = \'team\'');
    this.addSql('create index "sets_org" on "sets"."sets" ("org_id", "updated_at" desc) where "scope" = \'org\'');
    this.addSql('create index "sets_folder" on "sets"."sets" ("folder_id")');
    this.addSql('create index "sets_client" on "sets"."sets" ("client_id") where "client_id" is not null');

    this.addSql(`
      create table "sets"."history_points" (
        "id" uuid primary key default gen_random_uuid(),
        "set_id" uuid not null references "sets"."sets" ("id") on delete cascade deferrable initially deferred,
        "type" text not null check ("type" in ('save','email')),
        "savename" text not null,
        "title" text not null,
        "instructions" text not null,
        "elements" jsonb not null,
        "education" jsonb not null,
        "exercise_count" integer not null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "history_points_set" on "sets"."history_points" ("set_id", "created_at" desc)');
    // A history point is what was saved or sent: nothing changes it, and it goes only with its set.
    this.addSql(`
      create function "sets"."history_points_immutable"() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' and not exists (select 1 from "sets"."sets" where "id" = old."set_id") then
          return old;
        end if;
        raise exception 'history points are immutable';
      end $fn$`);
    this.addSql(`
      create trigger "history_points_immutable" before update or delete on "sets"."history_points"
        for each row execute function "sets"."history_points_immutable"()`);

    this.addSql(`
      create table "sets"."drafts" (
        "id" uuid primary key,
        "owner_id" text not null,
        "original_id" text null,
        "revision" bigint not null,
        "savename" text not null,
        "title" text not null,
        "instructions" text not null,
        "elements" jsonb not null,
        "education" jsonb not null,
        "updated_at" timestamptz not null default now()
      )`);
    this.addSql('create index "drafts_owner" on "sets"."drafts" ("owner_id", "updated_at" desc)');
    this.addSql('create index "drafts_original" on "sets"."drafts" ("original_id") where "original_id" is not null');

    this.addSql(`
      create table "sets"."presets" (
        "id" uuid primary key default gen_random_uuid(),
        "owner_id" text not null,
        "position" integer not null,
        "parameters" jsonb not null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "presets_owner" on "sets"."presets" ("owner_id", "position")');

    for (const statement of outboxTableSql('sets')) this.addSql(statement);
  }
}
