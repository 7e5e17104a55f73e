import { Migration } from '@mikro-orm/migrations';

/**
 * Single sign-on links (`GET /api/login/{hash}`): only the SHA-256 digest of the token is kept, so
 * a leaked table opens no account. A link is used once (`used_at`, set by the statement that
 * accepts it) and expires within minutes.
 */
export class Migration20261203910000SignInLinks extends Migration {
  override up(): void {
    this.addSql(`
      create table "auth"."sign_in_links" (
        "id" uuid primary key,
        "account_id" uuid not null references "auth"."accounts" ("id") on delete cascade,
        "token_hash" text not null unique,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null
      )`);
    this.addSql('create index "sign_in_links_account" on "auth"."sign_in_links" ("account_id")');
  }
}
