import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@openset/server-kit';

/**
 * Links to set a password (forgot password, the first administrator): only the SHA-256 digest of
 * the token is kept, so a leaked table opens no account. A link is used once (`used_at`) and
 * expires. Auth's outbox too: the reset e-mails and the audit events of sign-in secrets.
 */
export class Migration20261202700000PasswordResets extends Migration {
  override up(): void {
    this.addSql(`
      create table "auth"."password_resets" (
        "id" uuid primary key,
        "account_id" uuid not null references "auth"."accounts" ("id") on delete cascade,
        "token_hash" text not null unique,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null
      )`);
    this.addSql('create index "password_resets_account" on "auth"."password_resets" ("account_id")');
    this.addSql('create index "password_resets_expires" on "auth"."password_resets" ("expires_at")');
    for (const statement of outboxTableSql('auth')) this.addSql(statement);
  }
}
