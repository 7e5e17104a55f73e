import { Migration } from '@mikro-orm/migrations';

/** The schema exists from the start; outcome and diary tables arrive with the outcomes issue. */
export class Migration20261122000000Init extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "outcomes"');
  }
}
