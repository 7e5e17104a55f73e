import { Migration } from '@mikro-orm/migrations';

/**
 * A counter that moves whenever a statement changes stock rows, whoever runs it (the service,
 * the import command, a library loaded at start-up). Each copy of the service keeps the stock
 * library's search index in memory and compares this number on every stock search: one indexed
 * read tells it whether its index is current, with no message between processes to lose.
 */
export class Migration20261122070000StockGeneration extends Migration {
  override up(): void {
    this.addSql(`create table "exercises"."stock_generation" (
        "id" boolean primary key default true check ("id"),
        "generation" bigint not null
      )`);
    this.addSql(`insert into "exercises"."stock_generation" ("generation") values (1)`);
    this.addSql(`
      create or replace function "exercises"."bump_stock_generation"() returns trigger
        language plpgsql as $fn$
      begin
        if exists (select 1 from changed where changed."scope" = 'stock') then
          update "exercises"."stock_generation" set "generation" = "generation" + 1;
        end if;
        return null;
      end
      $fn$`);
    for (const [event, table] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      this.addSql(`
        create trigger "elements_stock_${event}" after ${event} on "exercises"."elements"
          referencing ${table} table as changed for each statement execute function "exercises"."bump_stock_generation"()`);
    }
  }
}
