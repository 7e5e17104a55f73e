import { Migration } from '@mikro-orm/migrations';

/**
 * The times each client set was in the client portal, one row a time (`ended_at` null while it
 * still is). Adherence plans a set's exercises on those days, so hiding a finished program no
 * longer takes its weeks out of the client's record. It replaces `enabled_at`, which only knew
 * the last time: sets in the portal now start a period then. At most one period of a set is open.
 */
export class Migration20261124100000PortalPeriods extends Migration {
  override up(): void {
    this.addSql(`
      create table "sets"."portal_periods" (
        "id" uuid primary key default gen_random_uuid(),
        "set_id" uuid not null references "sets"."sets" ("id") on delete cascade deferrable initially deferred,
        "client_id" text not null,
        "started_at" timestamptz not null,
        "ended_at" timestamptz null,
        constraint "portal_periods_order" check ("ended_at" is null or "ended_at" >= "started_at")
      )`);
    this.addSql('create unique index "portal_periods_open" on "sets"."portal_periods" ("set_id") where "ended_at" is null');
    this.addSql('create index "portal_periods_client" on "sets"."portal_periods" ("client_id", "started_at")');
    this.addSql(`
      insert into "sets"."portal_periods" ("set_id", "client_id", "started_at")
      select "id", "client_id", "enabled_at" from "sets"."sets" where "kind" = 'clientSet' and "enabled"`);
    this.addSql('alter table "sets"."sets" drop constraint "sets_enabled_at"');
    this.addSql('alter table "sets"."sets" drop column "enabled_at"');
  }
}
