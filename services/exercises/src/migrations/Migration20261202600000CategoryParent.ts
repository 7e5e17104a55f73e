import { Migration } from '@mikro-orm/migrations';

/** A category lists its whole subtree (search/element-query.ts): its children found by parent. */
export class Migration20261202600000CategoryParent extends Migration {
  override up(): void {
    this.addSql(`create index if not exists "categories_parent" on "exercises"."categories" ("parent_id")`);
  }

  override down(): void {
    this.addSql(`drop index if exists "exercises"."categories_parent"`);
  }
}
