import { Migration } from '@mikro-orm/migrations';

/** The schema exists from the start; client and portal tables arrive with the clients issue. */
export class Migration20261122000000Init extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "clients"');
  }
}
