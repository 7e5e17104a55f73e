import { Migration } from '@mikro-orm/migrations';

/**
 * Outgoing e-mail's record. `sent_mails`: the ids (the sender's outbox row id, also the JetStream
 * message id) of every e-mail handed to the SMTP server, so a message delivered again is not sent
 * again; no text is kept. `dead_letters`: an e-mail given up on (its last try failed, or the
 * server refused it for good), with the reason and the request, so an operator can see and send
 * it again.
 */
export class Migration20261202310000Mail extends Migration {
  override up(): void {
    this.addSql(`
      create table "notifications"."sent_mails" (
        "id" uuid primary key,
        "kind" text not null,
        "account_id" text null,
        "recipients" jsonb not null,
        "smtp_message_id" text not null,
        "smtp_response" text not null,
        "attempts" integer not null,
        "sent_at" timestamptz not null default now()
      )`);
    this.addSql('create index "sent_mails_account" on "notifications"."sent_mails" ("account_id", "sent_at")');
    this.addSql(`
      create table "notifications"."dead_letters" (
        "id" uuid primary key,
        "kind" text not null,
        "account_id" text null,
        "recipients" jsonb not null,
        "subject" text not null,
        "reason" text not null,
        "attempts" integer not null,
        "mail" jsonb not null,
        "failed_at" timestamptz not null default now()
      )`);
    this.addSql('create index "dead_letters_failed" on "notifications"."dead_letters" ("failed_at")');
  }
}
