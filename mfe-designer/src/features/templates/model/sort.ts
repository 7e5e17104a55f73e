import type { SetListQuery } from '@openset/contracts';
import { parseSort as listParseSort, type ListSort } from '@openset/web-kit';

/** The columns of the templates table a user can sort by. */
export const TEMPLATE_SORT_COLUMNS = ['savename', 'title', 'exerciseCount', 'updated'] as const;
export type TemplateSortColumn = (typeof TEMPLATE_SORT_COLUMNS)[number];

/** A column and its direction; null is the list's natural order (newest change first). */
export type TemplateSort = ListSort<TemplateSortColumn>;

/** The list call's sort parameters (none: the service's natural order). */
export function sortQuery(sort: TemplateSort): Pick<Partial<SetListQuery>, 'sort' | 'sortDir'> {
  return sort ? { sort: sort.column, sortDir: sort.direction } : {};
}

/** Reads a sort from the URL's `sort` and `dir`; anything unknown is no sort. */
export const parseSort = (column: string | null, direction: string | null): TemplateSort => listParseSort(TEMPLATE_SORT_COLUMNS, column, direction);
