import { Migration } from '@mikro-orm/migrations';

/**
 * What was e-mailed, exported as PDF and printed of each set (its reports), one row a time;
 * deleting the set deletes them. The second index counts an account's e-mails of the last day
 * (the daily maximum).
 */
export class Migration20261202300000Deliveries extends Migration {
  override up(): void {
    this.addSql(`
      create table "sets"."deliveries" (
        "id" uuid primary key,
        "set_id" uuid not null references "sets"."sets" ("id") on delete cascade,
        "kind" text not null check ("kind" in ('email', 'pdf', 'print')),
        "account_id" text not null,
        "recipient" text null,
        "cc" jsonb not null default '[]',
        "detail" text not null default '',
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "deliveries_set" on "sets"."deliveries" ("set_id", "created_at" desc, "id" desc)');
    this.addSql('create index "deliveries_account_kind" on "sets"."deliveries" ("account_id", "kind", "created_at")');
  }
}
