import { Migration } from '@mikro-orm/migrations';

/**
 * Settings > Security lists an account's recognised networks and forgets one by its id: each row
 * gets an opaque id of its own (the network itself stays out of addresses and logs). The sign-in's
 * upsert keeps a row's id, so a network keeps it while it is recognised.
 */
export class Migration20261206100000KnownNetworkIds extends Migration {
  override up(): void {
    this.addSql('alter table "auth"."known_networks" add column "id" uuid not null default gen_random_uuid()');
    this.addSql('create unique index "known_networks_id" on "auth"."known_networks" ("id")');
    this.addSql('create index "known_networks_seen" on "auth"."known_networks" ("account_id", "last_seen_at" desc)');
  }
}
