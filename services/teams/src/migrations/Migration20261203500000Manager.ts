import { Migration } from '@mikro-orm/migrations';

/**
 * The manager's API: a member's account closed by the manager (the membership stays, so their
 * clients stay with the team and the log keeps their name), staff invitations (only the digest of
 * a link's token is stored), team logos, and the staff activity log, one row per event id, so an
 * event delivered twice is kept once.
 */
export class Migration20261203500000Manager extends Migration {
  override up(): void {
    this.addSql('alter table "teams"."memberships" add column "closed_at" timestamptz null');
    this.addSql(`create table "teams"."invitations" (
      id uuid primary key,
      org_id uuid not null references "teams"."organisations" (id) on delete cascade,
      team_id uuid not null references "teams"."teams" (id) on delete cascade,
      invited_by text not null check (length(invited_by) <= 64),
      email text not null check (length(email) <= 254),
      firstname text not null default '' check (length(firstname) <= 100),
      lastname text not null default '' check (length(lastname) <= 100),
      lang text not null check (lang in ('en', 'fr')),
      overrides jsonb not null default '{}',
      token_hash text not null unique,
      status text not null check (status in ('pending', 'accepted', 'revoked')),
      sent_at timestamptz not null,
      expires_at timestamptz not null,
      account_id text null check (length(account_id) <= 64)
    )`);
    this.addSql('create index "invitations_by_org" on "teams"."invitations" ("org_id", "sent_at" desc, "id")');
    this.addSql(`create table "teams"."team_logos" (
      team_id uuid primary key references "teams"."teams" (id) on delete cascade,
      mime text not null,
      bytes bytea not null check (octet_length(bytes) <= 1048576),
      updated_at timestamptz not null
    )`);
    this.addSql(`create table "teams"."activity" (
      id uuid primary key,
      org_id text not null check (length(org_id) <= 64),
      team_id text null check (length(team_id) <= 64),
      staff_id text not null check (length(staff_id) <= 64),
      action text not null,
      object text not null,
      reference text not null check (length(reference) <= 64),
      client_id text null check (length(client_id) <= 64),
      ip text null check (length(ip) <= 100),
      occurred_at timestamptz not null
    )`);
    this.addSql('create index "activity_by_org" on "teams"."activity" ("org_id", "occurred_at" desc, "id" desc)');
    this.addSql('create index "activity_by_staff" on "teams"."activity" ("org_id", "staff_id", "occurred_at" desc, "id" desc)');
  }
}
