import { Migration } from '@mikro-orm/migrations';

/**
 * Referrals. An account's `referral` code is unique (a sign-up names its referrer by it); a
 * sign-up keeps the referrer it came through until its link is opened, and the account made
 * from it keeps them in `referred_by`, which the referrer's count reads (a partial index: most
 * accounts came by no link). A referrer deleted for good leaves the accounts it brought, unnamed.
 */
export class Migration20261206200000Referrals extends Migration {
  override up(): void {
    this.addSql('create unique index "accounts_referral" on "auth"."accounts" ("referral") where "referral" is not null');
    this.addSql('alter table "auth"."accounts" add column "referred_by" uuid null references "auth"."accounts" ("id") on delete set null');
    this.addSql('create index "accounts_referred_by" on "auth"."accounts" ("referred_by") where "referred_by" is not null');
    this.addSql('alter table "auth"."signups" add column "referred_by" uuid null references "auth"."accounts" ("id") on delete set null');
  }

  override down(): void {
    this.addSql('alter table "auth"."signups" drop column "referred_by"');
    this.addSql('drop index "auth"."accounts_referred_by"');
    this.addSql('alter table "auth"."accounts" drop column "referred_by"');
    this.addSql('drop index "auth"."accounts_referral"');
  }
}
