import { Migration } from '@mikro-orm/migrations';

/** The schema exists from the start; set, draft and folder tables arrive with the sets issue. */
export class Migration20261122000000Init extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "sets"');
  }
}
