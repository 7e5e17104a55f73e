import { Migration } from '@mikro-orm/migrations';

/**
 * An account's integrations with EMR / practice-management providers (spec section 4). One live
 * (enabled or paused) row per account, which the profile's `emr` / `emr_enabled` mirror; removed
 * rows stay for the record. A paused row says why (`error`), and only a paused one has an error.
 */
export class Migration20261206300000Integrations extends Migration {
  override up(): void {
    this.addSql(`
      create table "auth"."integrations" (
        "id" uuid primary key,
        "account_id" uuid not null references "auth"."accounts" ("id") on delete cascade,
        "provider_id" text not null,
        "status" text not null check ("status" in ('enabled', 'paused', 'removed')),
        "error" text null check ("error" in ('permissionMissing', 'providerError')),
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "removed_at" timestamptz null,
        constraint "integrations_error_when_paused" check (("status" = 'paused') = ("error" is not null))
      )`);
    this.addSql(`create unique index "integrations_live_per_account" on "auth"."integrations" ("account_id") where "status" <> 'removed'`);
  }
}
