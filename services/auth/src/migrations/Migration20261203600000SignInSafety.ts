import { Migration } from '@mikro-orm/migrations';

/**
 * Signing in safely:
 * - secondary_challenges: a sign-in waiting for its e-mailed code; the code's digest only, tries
 *   counted, spent when used or expired;
 * - known_networks: where an account finished signing in (an IPv6 address as its /64), for two
 *   weeks: no new code asked there, and its right password is never refused there;
 * - api_keys: the digest of each key, the address it works from, revoked keys kept for the list's
 *   history until their owner's account goes.
 */
export class Migration20261203600000SignInSafety extends Migration {
  override up(): void {
    this.addSql(`
      create table "auth"."secondary_challenges" (
        "id" text primary key,
        "account_id" uuid not null references "auth"."accounts" ("id") on delete cascade,
        "code_hash" text not null,
        "tries" integer not null default 0,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null
      )`);
    this.addSql('create index "secondary_challenges_account" on "auth"."secondary_challenges" ("account_id")');
    this.addSql('create index "secondary_challenges_expires" on "auth"."secondary_challenges" ("expires_at")');
    this.addSql(`
      create table "auth"."known_networks" (
        "account_id" uuid not null references "auth"."accounts" ("id") on delete cascade,
        "network" text not null,
        "last_seen_at" timestamptz not null,
        primary key ("account_id", "network")
      )`);
    this.addSql(`
      create table "auth"."api_keys" (
        "id" uuid primary key,
        "account_id" uuid not null references "auth"."accounts" ("id") on delete cascade,
        "title" text not null default '',
        "key_hash" text not null unique,
        "ip" text not null,
        "created_at" timestamptz not null,
        "last_used_at" timestamptz null,
        "revoked_at" timestamptz null
      )`);
    this.addSql('create index "api_keys_account" on "auth"."api_keys" ("account_id", "created_at" desc)');
  }
}
