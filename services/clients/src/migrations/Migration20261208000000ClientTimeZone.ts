import { Migration } from '@mikro-orm/migrations';

/**
 * The client's time zone, as the portal last named it at sign-in: adherence counts the days a set
 * was in the portal in it, as the client's own marks are dated. Null (UTC) until then.
 */
export class Migration20261208000000ClientTimeZone extends Migration {
  override up(): void {
    this.addSql(`alter table "clients"."clients" add column "time_zone" text null`);
  }

  override down(): void {
    this.addSql(`alter table "clients"."clients" drop column "time_zone"`);
  }
}
