export type SortDirection = 'asc' | 'desc';

/** A column and its direction; null is the list's natural order. */
export type ListSort<C extends string> = { column: C; direction: SortDirection } | null;

/**
 * Spec section 4: clicking a column toggles none, ascending, descending, none. Clicking another
 * column starts that one at ascending.
 */
export function nextSort<C extends string>(current: ListSort<C>, column: C): ListSort<C> {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** The header's `aria-sort`. */
export function ariaSort<C extends string>(current: ListSort<C>, column: C): 'ascending' | 'descending' | 'none' {
  if (current?.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** Reads a sort from a URL's column and direction; a column not in `columns` is no sort. */
export function parseSort<C extends string>(columns: readonly C[], column: string | null, direction: string | null): ListSort<C> {
  if (column === null || !(columns as readonly string[]).includes(column)) return null;
  return { column: column as C, direction: direction === 'desc' ? 'desc' : 'asc' };
}
