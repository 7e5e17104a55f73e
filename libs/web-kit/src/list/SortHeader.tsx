import { TableCell, TableSortLabel } from '@mui/material';
import { ariaSort, nextSort, type ListSort } from './sort';

/**
 * A sortable column header of the lists (templates, clients): a button that cycles none →
 * ascending → descending → none (spec section 4), with the cell's `aria-sort`.
 */
export function SortHeader<C extends string>({
  column,
  label,
  sort,
  numeric = false,
  onSort,
}: {
  column: C;
  label: string;
  sort: ListSort<C>;
  numeric?: boolean;
  onSort: (sort: ListSort<C>) => void;
}) {
  const state = ariaSort(sort, column);
  const direction = state === 'none' ? false : sort!.direction;
  return (
    <TableCell aria-sort={state} align={numeric ? 'right' : 'left'} sortDirection={direction}>
      <TableSortLabel active={direction !== false} direction={direction || 'asc'} onClick={() => onSort(nextSort(sort, column))}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
