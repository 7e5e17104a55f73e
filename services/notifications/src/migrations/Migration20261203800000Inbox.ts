import { Migration } from '@mikro-orm/migrations';

/**
 * Clinicians' notifications (the shell's bell). The id is the id of the event the notification
 * was made from, so an event delivered again is kept once; the index serves the bell's newest-first
 * page and its unread count.
 */
export class Migration20261203800000Inbox extends Migration {
  override up(): void {
    this.addSql(`
      create table "notifications"."notifications" (
        "id" uuid primary key,
        "account_id" text not null,
        "kind" text not null check ("kind" in ('clientMessage', 'outcomeCompleted', 'scheduleFinished', 'teamChanged')),
        "client_id" text null,
        "reference_id" text null,
        "viewed" boolean not null default false,
        "created_at" timestamptz not null
      )`);
    this.addSql('create index "notifications_account" on "notifications"."notifications" ("account_id", "created_at" desc, "id")');
    this.addSql('create index "notifications_unread" on "notifications"."notifications" ("account_id") where not "viewed"');
  }
}
