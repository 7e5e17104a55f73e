import { Migration } from '@mikro-orm/migrations';

/** The stock browser without a search walks the library in its own order: an index for that walk. */
export class Migration20261122030000StockOrder extends Migration {
  override up(): void {
    this.addSql(
      `create index "elements_stock_order" on "exercises"."elements" ("sort_order", "title_en", "id")
       where "scope" = 'stock' and "stack_id" is null`,
    );
  }
}
