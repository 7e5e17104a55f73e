import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface ListTableProps {
  /** The table's accessible name. */
  label: string;
  /** The header row's cells: `ColumnTitles`, and where a list has them its page checkbox and sort headers. */
  head: ReactNode;
  /** The rows are being read again: said to assistive technology as `aria-busy`. */
  busy?: boolean;
  /**
   * The table takes the rest of its pane and keeps its header in view while the rows scroll
   * (clients, templates: a page of 50 runs far below the column titles).
   */
  fill?: boolean;
  /** Styles of the table itself (its cells' padding, say). */
  sx?: SxProps<Theme>;
  /** The rows. */
  children: ReactNode;
}

/** A page of a list as a table (staff, clients, templates, outcomes, accounts): its header row over its rows. */
export function ListTable({ label, head, busy, fill = false, sx, children }: ListTableProps) {
  return (
    <TableContainer sx={fill ? { flex: 1 } : undefined}>
      <Table size="small" stickyHeader={fill} aria-label={label} aria-busy={busy} sx={sx}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** Header cells that only name their columns, in order (keyed by place: two titles may read alike in a language). */
export function ColumnTitles({ titles }: { titles: readonly string[] }) {
  return titles.map((title, column) => <TableCell key={column}>{title}</TableCell>);
}

/**
 * The title of a column of row buttons, read by screen readers only: each button says what it
 * does and to whom, so a visible "Actions" would only take room.
 */
export function ActionsColumnTitle({ title, sx }: { title: string; sx?: SxProps<Theme> }) {
  return (
    <TableCell sx={sx}>
      <Box component="span" sx={visuallyHidden}>
        {title}
      </Box>
    </TableCell>
  );
}
