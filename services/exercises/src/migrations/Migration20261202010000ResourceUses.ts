import { Migration } from '@mikro-orm/migrations';

/**
 * Which elements use a resource, asked by every read of an upload that is not the reader's own
 * (an upload is visible to whoever may see an element using it) and before an upload is deleted:
 * as a thumbnail (btree) or among the resources (`@>` on the jsonb list, jsonb_path_ops).
 */
export class Migration20261202010000ResourceUses extends Migration {
  override up(): void {
    this.addSql(`create index "elements_thumbnail" on "exercises"."elements" ("thumbnail_id") where "thumbnail_id" is not null`);
    this.addSql(`create index "elements_resources" on "exercises"."elements" using gin ("resources" jsonb_path_ops)`);
  }

  override down(): void {
    this.addSql(`drop index "exercises"."elements_resources"`);
    this.addSql(`drop index "exercises"."elements_thumbnail"`);
  }
}
