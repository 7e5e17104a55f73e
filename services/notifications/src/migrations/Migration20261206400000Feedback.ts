import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@openset/server-kit';

/**
 * Feedback about the product (the shell's Help menu), and this service's outbox: the feedback's
 * e-mail to the operator is recorded in the same transaction and published to the mail stream,
 * as every other service's e-mail is. The index serves the hourly count per account.
 */
export class Migration20261206400000Feedback extends Migration {
  override up(): void {
    this.addSql(`
      create table "notifications"."feedback" (
        "id" uuid primary key,
        "account_id" text not null,
        "account_type" text not null,
        "kind" text not null check ("kind" in ('idea', 'problem', 'praise')),
        "message" text not null,
        "may_contact" boolean not null,
        "page_path" text not null,
        "user_agent" text null,
        "created_at" timestamptz not null
      )`);
    this.addSql('create index "feedback_account" on "notifications"."feedback" ("account_id", "created_at")');
    for (const statement of outboxTableSql('notifications')) this.addSql(statement);
  }
}
