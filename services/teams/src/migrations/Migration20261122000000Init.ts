import { Migration } from '@mikro-orm/migrations';

/**
 * Organisations, teams and memberships. Permission flags are one column each (share levels as
 * 'none' | 'readOnly' | 'readWrite'); a member's null flag inherits the team's value. Team defaults
 * have no column default on purpose: the service writes DEFAULT_TEAM_PERMISSIONS from the contract,
 * so the defaults live in one place.
 */
export class Migration20261122000000Init extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "teams"');
    this.addSql(`create table "teams"."organisations" (
      id uuid primary key,
      title text not null check (length(title) between 1 and 100),
      owner_id text not null unique check (length(owner_id) <= 64),
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table "teams"."teams" (
      id uuid primary key,
      org_id uuid not null references "teams"."organisations" (id) on delete cascade,
      title text not null check (length(title) between 1 and 100),
      colour text not null,
      logo_resource_id text null check (length(logo_resource_id) <= 64),
      team_exercises text not null check (team_exercises in ('none', 'readOnly', 'readWrite')),
      org_exercises text not null check (org_exercises in ('none', 'readOnly', 'readWrite')),
      team_folders text not null check (team_folders in ('none', 'readOnly', 'readWrite')),
      org_folders text not null check (org_folders in ('none', 'readOnly', 'readWrite')),
      team_education text not null check (team_education in ('none', 'readOnly', 'readWrite')),
      org_education text not null check (org_education in ('none', 'readOnly', 'readWrite')),
      team_outcomes text not null check (team_outcomes in ('none', 'readOnly', 'readWrite')),
      org_outcomes text not null check (org_outcomes in ('none', 'readOnly', 'readWrite')),
      team_clients boolean not null,
      team_swap boolean not null,
      restrict_phi boolean not null,
      secondary_auth boolean not null,
      team_header_footer boolean not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index "teams_org_id_index" on "teams"."teams" (org_id)');
    // account_id is the key: a staff member is in one team at a time.
    this.addSql(`create table "teams"."memberships" (
      account_id text primary key check (length(account_id) <= 64),
      team_id uuid not null references "teams"."teams" (id) on delete cascade,
      team_exercises text null check (team_exercises in ('none', 'readOnly', 'readWrite')),
      org_exercises text null check (org_exercises in ('none', 'readOnly', 'readWrite')),
      team_folders text null check (team_folders in ('none', 'readOnly', 'readWrite')),
      org_folders text null check (org_folders in ('none', 'readOnly', 'readWrite')),
      team_education text null check (team_education in ('none', 'readOnly', 'readWrite')),
      org_education text null check (org_education in ('none', 'readOnly', 'readWrite')),
      team_outcomes text null check (team_outcomes in ('none', 'readOnly', 'readWrite')),
      org_outcomes text null check (org_outcomes in ('none', 'readOnly', 'readWrite')),
      team_clients boolean null,
      team_swap boolean null,
      restrict_phi boolean null,
      secondary_auth boolean null,
      team_header_footer boolean null,
      joined_at timestamptz not null default now()
    )`);
    // permissionsOf lists a team's members on every call.
    this.addSql('create index "memberships_team_id_index" on "teams"."memberships" (team_id)');
  }
}
