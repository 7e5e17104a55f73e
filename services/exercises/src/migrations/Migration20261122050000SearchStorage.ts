import { Migration } from '@mikro-orm/migrations';

/**
 * Library rows are ~3.5 KB (instructions in two languages), above PostgreSQL's 2 KB TOAST
 * target, and the toaster was moving the search vectors out of line: every match then cost
 * several TOAST page reads (40,000 buffers for one common word over 6,000 rows). Keeping the
 * vectors in the row (compressed if need be) and letting the instructions go out of line
 * instead halves the search time. Applies to rows written from now on (library loads, edits).
 */
export class Migration20261122050000SearchStorage extends Migration {
  override up(): void {
    this.addSql(`alter table "exercises"."elements"
      alter column "search_en" set storage main,
      alter column "search_fr" set storage main,
      alter column "search_title" set storage main`);
  }
}
