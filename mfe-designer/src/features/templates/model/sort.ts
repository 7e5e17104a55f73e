import type { SetListQuery } from '@openset/contracts';
import { ariaSort as listAriaSort, nextSort as listNextSort, parseSort as listParseSort, type ListSort } from '@openset/web-kit';

/** The columns of the templates table a user can sort by. */
export const TEMPLATE_SORT_COLUMNS = ['savename', 'title', 'exerciseCount', 'updated'] as const;
export type TemplateSortColumn = (typeof TEMPLATE_SORT_COLUMNS)[number];
export type { SortDirection } from '@openset/web-kit';

/** A column and its direction; null is the list's natural order (newest change first). */
export type TemplateSort = ListSort<TemplateSortColumn>;

export const isSortColumn = (value: unknown): value is TemplateSortColumn =>
  typeof value === 'string' && (TEMPLATE_SORT_COLUMNS as readonly string[]).includes(value);

/** The kit's cycle (none → ascending → descending → none) over the templates' columns. */
export const nextSort = (current: TemplateSort, column: TemplateSortColumn): TemplateSort => listNextSort(current, column);

/** The header's `aria-sort`. */
export const ariaSort = (current: TemplateSort, column: TemplateSortColumn) => listAriaSort(current, column);

/** The list call's sort parameters (none: the service's natural order). */
export function sortQuery(sort: TemplateSort): Pick<Partial<SetListQuery>, 'sort' | 'sortDir'> {
  return sort ? { sort: sort.column, sortDir: sort.direction } : {};
}

/** Reads a sort from the URL's `sort` and `dir`; anything unknown is no sort. */
export const parseSort = (column: string | null, direction: string | null): TemplateSort => listParseSort(TEMPLATE_SORT_COLUMNS, column, direction);
