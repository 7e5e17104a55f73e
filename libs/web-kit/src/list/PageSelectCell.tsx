import { Checkbox, TableCell } from '@mui/material';

/**
 * The header cell that selects or clears a whole page: checked when all its rows are selected,
 * mixed when some are. `replacing` while the rows shown are the previous page's (another page,
 * sort or search on its way): a click then would select rows about to leave the screen.
 */
export function PageSelectCell({ rows, selectedRows, replacing, label, onToggle }: { rows: number; selectedRows: number; replacing: boolean; label: string; onToggle: (select: boolean) => void }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={rows > 0 && selectedRows === rows}
        indeterminate={selectedRows > 0 && selectedRows < rows}
        disabled={rows === 0 || replacing}
        onChange={(event) => onToggle(event.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/** A row's own cell of the selection, named by the row (`label`: "Select Ada Zimmer"). */
export function RowSelectCell({ selected, label, onToggle }: { selected: boolean; label: string; onToggle: () => void }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': label } }} />
    </TableCell>
  );
}
