import { Migration } from '@mikro-orm/migrations';

/**
 * A stock row a later load no longer holds (merged into another row of the same movement, or
 * gone from its data set) is retired, not deleted: stars and sets naming it keep working when
 * they read it by id, while lists, searches and movements leave it out (search/element-query.ts).
 */
export class Migration20261203300000RetiredStock extends Migration {
  override up(): void {
    this.addSql(`alter table "exercises"."elements" add column if not exists "retired_at" timestamptz null`);
  }

  override down(): void {
    this.addSql(`alter table "exercises"."elements" drop column if exists "retired_at"`);
  }
}
