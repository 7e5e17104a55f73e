import { LIST_COLUMNS } from '../elements/element-row.js';
import { param, raw, sql, type Fragment } from './sql-fragment.js';

/** The order of a page: `first` ascending (the list's order, or minus the rank), then `title`, then id. */
export interface PageOrder {
  first: Fragment;
  /** SQL of the title the order falls back to (no parameters). */
  title: string;
}

export interface PageOptions {
  /** One row per stock movement (every tab but the starred one). */
  group: boolean;
  skip: number;
  limit: number;
  /** Whose stars the rows show. */
  accountId: string;
}

/**
 * Rows of a stock movement: its key; every other row (custom elements, copies, stock items whose
 * source names no movement) is a movement of its own.
 */
const MOVEMENT = `(case when e."scope" = 'stock' and e."movement_key" is not null then e."movement_key" else e."id"::text end) collate "C"`;
/** A variant without its side: the left and right rows of one variant count once. */
const PAIR = `(case when e."side" is not null then coalesce(e."variant_key", e."id"::text) else e."id"::text end) collate "C"`;

/**
 * One page of `rows` (`<table> e ... where ...`), as one statement answering list rows with
 * `total` (rows in all) and `variants` (per row, its movement's variants among `rows`).
 *
 * Grouped, each movement is one row, shown by its best element in the page's order (the left one
 * where a left and a right variant are alike) and placed where that element is; totals and
 * paging count these rows. The total comes from a one-row count joined to the page, so a page
 * past the end still answers it: such a statement answers one row whose `id` is null.
 */
export function pageStatement(rows: Fragment, order: PageOrder, options: PageOptions): Fragment {
  const grouped = options.group
    ? raw(`(select b."id", b."k1", b."k2", c."variants"
        from (select distinct on ("movement") "id", "movement", "k1", "k2" from matched
              order by "movement", "k1", "right_side", "k2", "id") b
        join (select "movement", count(*) as "variants"
              from (select distinct "movement", "pair" from matched) p group by "movement") c using ("movement"))`)
    : raw(`(select "id", "k1", "k2", 1 as "variants" from matched)`);
  return sql`with matched as (
      select e."id", ${raw(MOVEMENT)} as "movement", ${raw(PAIR)} as "pair", coalesce(e."side" = 'right', false) as "right_side",
        ${order.first} as "k1", ${raw(order.title)} as "k2"
      from ${rows}
    ),
    shown as ${grouped},
    page as (select * from shown order by "k1", "k2", "id" limit ${param(options.limit)} offset ${param(options.skip)})
    select ${raw(LIST_COLUMNS)},
      exists (select 1 from "exercises"."favourites" f2 where f2."account_id" = ${param(options.accountId)} and f2."element_id" = e."id") as "favourite",
      t."total", page."variants"
    from (select count(*) as "total" from shown) t
    left join page on true
    left join "exercises"."elements" e on e."id" = page."id"
    order by page."k1", page."k2", page."id"`;
}
