import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts, server-side sessions and failed login attempts.
 * Username and e-mail are unique case-insensitively (expression indexes on lower()), so
 * "Pro" and "pro" can never be two accounts and login matches either spelling.
 */
export class Migration20261122000000Init extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "auth"');
    this.addSql(`
      create table "auth"."accounts" (
        "id" uuid primary key,
        "type" text not null check ("type" in ('professional','staff','student','trial','demo','manager','admin')),
        "username" text not null,
        "email" text not null,
        "password_hash" text not null,
        "firstname" text not null default '',
        "lastname" text not null default '',
        "lang" text not null default 'en' check ("lang" in ('en','fr')),
        "timeout" integer not null default 60 check ("timeout" between 15 and 720),
        "closed" boolean not null default false,
        "closed_at" timestamptz null,
        "show_welcome" boolean not null default true,
        "client_email_body" text not null default '',
        "client_email_sig" text not null default '',
        "client_email_cc" text not null default '',
        "header_footer_id" text null,
        "secondary_auth" boolean not null default false,
        "billing_plan" text null,
        "billing_status" text not null default 'none'
          check ("billing_status" in ('none','trialing','active','pastDue','cancelled')),
        "trial_until" timestamptz null,
        "emr" text null,
        "emr_enabled" boolean not null default false,
        "referral" text null,
        "show_update_alert" boolean not null default false,
        "seats" integer not null default 0,
        "active_staff" integer not null default 0,
        "team_invitations" integer null default 0,
        "api_enabled" boolean not null default false,
        "self_serve" boolean not null default false,
        "last_login_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`);
    this.addSql('create unique index "accounts_username_ci" on "auth"."accounts" (lower("username"))');
    this.addSql('create unique index "accounts_email_ci" on "auth"."accounts" (lower("email"))');
    this.addSql('create index "accounts_closed_at" on "auth"."accounts" ("closed_at") where "closed"');

    this.addSql(`
      create table "auth"."sessions" (
        "id" text primary key,
        "account_id" uuid not null references "auth"."accounts" ("id") on delete cascade,
        "csrf_token" text not null,
        "created_at" timestamptz not null,
        "last_seen_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "ip" text not null,
        "user_agent" text null
      )`);
    this.addSql('create index "sessions_account_id" on "auth"."sessions" ("account_id")');
    this.addSql('create index "sessions_expires_at" on "auth"."sessions" ("expires_at")');

    this.addSql(`
      create table "auth"."login_attempts" (
        "id" bigserial primary key,
        "account_id" uuid null references "auth"."accounts" ("id") on delete cascade,
        "token_key" text not null,
        "ip" text not null,
        "attempted_at" timestamptz not null default now()
      )`);
    this.addSql('create index "login_attempts_account" on "auth"."login_attempts" ("account_id", "attempted_at")');
    this.addSql('create index "login_attempts_token" on "auth"."login_attempts" ("token_key", "attempted_at")');
    this.addSql('create index "login_attempts_ip" on "auth"."login_attempts" ("ip", "attempted_at")');
  }
}
