import { Migration } from '@mikro-orm/migrations';

/**
 * Headers and footers of printouts: a clinician's own, or one per team (its manager's). Which one
 * a clinician selected is their profile's headerFooterId, in the auth service.
 */
export class Migration20261202200000HeaderFooters extends Migration {
  override up(): void {
    this.addSql(`
      create table "sets"."header_footers" (
        "id" uuid primary key default gen_random_uuid(),
        "type" text not null,
        "owner_id" text null,
        "team_id" text null,
        "author_id" text not null,
        "header_line1" text not null,
        "header_line2" text not null,
        "header_line3" text not null,
        "footer" text not null,
        "logo_resource_id" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "header_footers_owner" check (
          ("type" = 'user' and "owner_id" is not null and "team_id" is null)
          or ("type" = 'teamHeaderFooter' and "team_id" is not null and "owner_id" is null))
      )`);
    this.addSql('create index "header_footers_owner_id" on "sets"."header_footers" ("owner_id", "created_at") where "owner_id" is not null');
    this.addSql('create unique index "header_footers_team_id" on "sets"."header_footers" ("team_id") where "team_id" is not null');
    // Resource uses (sets.internal.resourceUsed) look a logo up by its id.
    this.addSql('create index "header_footers_logo" on "sets"."header_footers" ("logo_resource_id") where "logo_resource_id" is not null');
  }
}
