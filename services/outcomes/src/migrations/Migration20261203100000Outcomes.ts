import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@openset/server-kit';

/**
 * Custom outcome definitions (each save also kept as a version results name), client outcomes with
 * their schedule, the invitations and reminders sent, and results (written once, never changed);
 * the outbox of activity events and e-mails.
 *
 * The scheduler claims due rows with `for update skip locked` on the partial indexes below; each
 * row carries the deployment's NATS prefix, so a copy only ever claims its deployment's rows (test
 * stacks on their own prefix share one database).
 */
export class Migration20261203100000Outcomes extends Migration {
  override up(): void {
    this.addSql(`create table "outcomes"."custom_definitions" (
        "id" uuid primary key,
        "scope" text not null check ("scope" in ('user', 'team', 'org')),
        "owner_id" text not null,
        "team_id" text null,
        "org_id" text null,
        "lang" text not null,
        "title" text not null,
        "abbreviation" text not null,
        "instructions" text not null,
        "questions" jsonb not null,
        "version" integer not null,
        "archived" boolean not null default false,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null)`);
    this.addSql('create index "custom_definitions_owner" on "outcomes"."custom_definitions" ("scope", "owner_id")');
    this.addSql('create index "custom_definitions_team" on "outcomes"."custom_definitions" ("team_id") where "team_id" is not null');
    this.addSql('create index "custom_definitions_org" on "outcomes"."custom_definitions" ("org_id") where "org_id" is not null');

    this.addSql(`create table "outcomes"."definition_versions" (
        "definition_id" uuid not null references "outcomes"."custom_definitions" ("id") on delete cascade,
        "version" integer not null,
        "content" jsonb not null,
        "created_at" timestamptz not null,
        primary key ("definition_id", "version"))`);

    this.addSql(`create table "outcomes"."client_outcomes" (
        "id" uuid primary key,
        "prefix" text not null,
        "client_id" uuid not null,
        "owner_id" text not null,
        "assigned_by" text not null,
        "team_id" text null,
        "org_id" text null,
        "type" text not null,
        "definition_id" text not null,
        "enabled" boolean not null default true,
        "client_stopped" boolean not null default false,
        "schedule_kind" text not null check ("schedule_kind" in ('once', 'intervals', 'manual')),
        "start_at" timestamptz null,
        "interval_days" integer null,
        "end_at" timestamptz null,
        "reminder_days" integer null,
        "instructions" text not null,
        "next_invitation_at" timestamptz null,
        "open_since" timestamptz null,
        "next_reminder_at" timestamptz null,
        "open_reminders" integer not null default 0,
        "last_invitation_at" timestamptz null,
        "invitations_sent" integer not null default 0,
        "reminders_sent" integer not null default 0,
        "result_count" integer not null default 0,
        "last_submitted_at" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null)`);
    this.addSql('create index "client_outcomes_client" on "outcomes"."client_outcomes" ("client_id", "created_at" desc)');
    this.addSql('create index "client_outcomes_owner" on "outcomes"."client_outcomes" ("owner_id", "created_at" desc)');
    this.addSql(`create index "client_outcomes_invitation_due" on "outcomes"."client_outcomes" ("prefix", "next_invitation_at")
        where "enabled" and not "client_stopped" and "next_invitation_at" is not null`);
    this.addSql(`create index "client_outcomes_reminder_due" on "outcomes"."client_outcomes" ("prefix", "next_reminder_at")
        where "enabled" and not "client_stopped" and "next_reminder_at" is not null`);

    this.addSql(`create table "outcomes"."invitations" (
        "id" uuid primary key,
        "client_outcome_id" uuid not null references "outcomes"."client_outcomes" ("id") on delete cascade,
        "kind" text not null check ("kind" in ('invitation', 'reminder', 'resend')),
        "due_at" timestamptz not null,
        "sent_at" timestamptz not null,
        "mail_id" uuid null,
        "skipped" text null,
        unique ("client_outcome_id", "kind", "due_at"))`);

    this.addSql(`create table "outcomes"."results" (
        "id" uuid primary key,
        "client_outcome_id" uuid not null references "outcomes"."client_outcomes" ("id") on delete cascade,
        "client_id" uuid not null,
        "definition_id" text not null,
        "definition_version" text not null,
        "submitted_at" timestamptz not null,
        "taken_on" date not null,
        "source" text not null check ("source" in ('portal', 'clinician')),
        "entered_by" text null,
        "corrects" uuid null references "outcomes"."results" ("id") on delete cascade,
        "key_hash" text null,
        "answers" jsonb not null,
        "modules" jsonb not null,
        "scores" jsonb not null)`);
    this.addSql('create index "results_outcome" on "outcomes"."results" ("client_outcome_id", "taken_on", "submitted_at")');
    this.addSql('create index "results_corrects" on "outcomes"."results" ("corrects") where "corrects" is not null');
    this.addSql('create unique index "results_key" on "outcomes"."results" ("client_outcome_id", "key_hash") where "key_hash" is not null');

    for (const statement of outboxTableSql('outcomes')) this.addSql(statement);
  }
}
