import { Migration } from '@mikro-orm/migrations';

/**
 * The clinicians' search versions go: the list's search is answered by PostgreSQL (the trigram
 * index on `search_text`), so no copy of the service keeps rows in memory that a version would
 * have to prove current, and no write of a client pays for moving one
 * (docs/decisions/002-clients-search-in-postgresql.md).
 */
export class Migration20261212000000DropClientSearchVersions extends Migration {
  override up(): void {
    for (const event of ['insert', 'update', 'delete'] as const) {
      this.addSql(`drop trigger "client_versions_on_${event}" on "clients"."clients"`);
      this.addSql(`drop function "clients"."client_versions_on_${event}"()`);
    }
    this.addSql('drop table "clients"."client_versions"');
  }
}
