import { Migration } from '@mikro-orm/migrations';

/**
 * A diary entry keeps a hash of the Idempotency-Key it came with, unique per client: the portal's
 * outbox may send an entry again days after the server stored it (its answer lost, then the phone
 * offline), when the kit's record of the key (kept a day) is gone.
 */
export class Migration20261207000000DiaryEntryKeys extends Migration {
  override up(): void {
    this.addSql(`alter table "clients"."diary_entries" add column "entry_key_hash" text null`);
    this.addSql(`create unique index "diary_entries_entry_key" on "clients"."diary_entries" ("client_id", "entry_key_hash") where "entry_key_hash" is not null`);
  }

  override down(): void {
    this.addSql(`drop index "clients"."diary_entries_entry_key"`);
    this.addSql(`alter table "clients"."diary_entries" drop column "entry_key_hash"`);
  }
}
