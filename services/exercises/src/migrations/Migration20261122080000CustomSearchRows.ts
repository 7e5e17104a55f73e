import { Migration } from '@mikro-orm/migrations';

/**
 * With the stock library searched in memory, PostgreSQL matches only a clinician's own, team and
 * organisation rows: these find them by owner without touching the stock rows, where the
 * full-text indexes would return thousands of stock matches to throw away.
 */
export class Migration20261122080000CustomSearchRows extends Migration {
  override up(): void {
    this.addSql(`create index "element_search_user" on "exercises"."element_search" ("owner_id") where "scope" = 'user'`);
    this.addSql(`create index "element_search_team" on "exercises"."element_search" ("team_id") where "scope" = 'team'`);
    this.addSql(`create index "element_search_org" on "exercises"."element_search" ("org_id") where "scope" = 'org'`);
  }
}
