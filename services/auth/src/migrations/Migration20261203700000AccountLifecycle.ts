import { Migration } from '@mikro-orm/migrations';

/**
 * Getting in and leaving. Accounts learn who closed them (`owner`: dormant, reopened by signing
 * in; `admin`; `trialEnded`: the checkout link) with the owner's reason, and when a demo account
 * goes (`expires_at`). Sign-ups wait in their own table until the e-mailed link is opened (and,
 * for a student, until an administrator approved the proof of enrolment): no account exists for
 * an address nobody confirmed. Partial indexes keep the purge job's and the trial job's scans to
 * the rows that are due.
 */
export class Migration20261203700000AccountLifecycle extends Migration {
  override up(): void {
    this.addSql(`
      alter table "auth"."accounts"
        add column "closed_by" text null check ("closed_by" in ('owner','admin','trialEnded')),
        add column "close_reason" text null,
        add column "close_comment" text not null default '',
        add column "expires_at" timestamptz null`);
    this.addSql('create index "accounts_expires_at" on "auth"."accounts" ("expires_at") where "expires_at" is not null');
    this.addSql(`create index "accounts_trial_running" on "auth"."accounts" ("trial_until") where "type" = 'trial' and not "closed"`);
    this.addSql(`
      create table "auth"."signups" (
        "id" uuid primary key,
        "kind" text not null check ("kind" in ('trial','student')),
        "firstname" text not null,
        "lastname" text not null,
        "email" text not null,
        "lang" text not null check ("lang" in ('en','fr')),
        "password_hash" text not null,
        "token_hash" text not null unique,
        "expires_at" timestamptz not null,
        "confirmed_at" timestamptz null,
        "proof_object" text null,
        "proof_name" text null,
        "proof_mime" text null,
        "proof_size" bigint null,
        "created_at" timestamptz not null default now(),
        check (("kind" = 'student') = ("proof_object" is not null))
      )`);
    this.addSql('create index "signups_email" on "auth"."signups" (lower("email"))');
    this.addSql(`create index "signups_students" on "auth"."signups" ("confirmed_at") where "kind" = 'student' and "confirmed_at" is not null`);
    this.addSql('create index "signups_expires_at" on "auth"."signups" ("expires_at") where "confirmed_at" is null');
  }

  override down(): void {
    this.addSql('drop table "auth"."signups"');
    this.addSql('drop index "auth"."accounts_trial_running"');
    this.addSql('drop index "auth"."accounts_expires_at"');
    this.addSql('alter table "auth"."accounts" drop column "closed_by", drop column "close_reason", drop column "close_comment", drop column "expires_at"');
  }
}
