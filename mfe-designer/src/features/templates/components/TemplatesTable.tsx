import { Box, Button, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { SetSummary } from '@openset/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATES_NS } from '../i18n/strings';
import { ariaSort, nextSort, TEMPLATE_SORT_COLUMNS, type TemplateSort, type TemplateSortColumn } from '../model/sort';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The templates of a folder as an accessible table: sortable headers with `aria-sort` (each a
 * button: none → ascending → descending → none), a labelled checkbox per row and for the page,
 * and the row's "Open in the designer".
 */
export function TemplatesTable({
  items,
  sort,
  selected,
  busy,
  onSort,
  onToggle,
  onTogglePage,
  onOpen,
}: {
  items: SetSummary[];
  sort: TemplateSort;
  selected: readonly string[];
  busy: boolean;
  onSort: (sort: TemplateSort) => void;
  onToggle: (id: string) => void;
  onTogglePage: (select: boolean) => void;
  onOpen: (template: SetSummary) => void;
}) {
  const { t, i18n } = useTranslation(TEMPLATES_NS);
  const dates = useMemo(() => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' }), [i18n.resolvedLanguage]);
  const chosen = new Set(selected);
  const onPage = items.filter((item) => chosen.has(item.id)).length;
  const name = (item: SetSummary) => item.savename || item.title || t('table.untitled');

  return (
    <TableContainer sx={{ flex: 1 }}>
      <Table size="small" stickyHeader aria-label={t('table.label')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={items.length > 0 && onPage === items.length}
                indeterminate={onPage > 0 && onPage < items.length}
                disabled={items.length === 0}
                onChange={(event) => onTogglePage(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
              />
            </TableCell>
            {TEMPLATE_SORT_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort} numeric={column === 'exerciseCount'} />
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('table.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const isSelected = chosen.has(item.id);
            return (
              <TableRow key={item.id} hover selected={isSelected} data-testid="template-row">
                <TableCell padding="checkbox">
                  <Checkbox checked={isSelected} onChange={() => onToggle(item.id)} slotProps={{ input: { 'aria-label': t('table.select', { name: name(item) }) } }} />
                </TableCell>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {item.savename || t('table.untitled')}
                </TableCell>
                <TableCell>{item.title}</TableCell>
                <TableCell align="right">{item.exerciseCount}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={item.updated}>{dates.format(new Date(item.updated))}</time>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => onOpen(item)} aria-label={t('table.openNamed', { name: name(item) })}>
                    {t('table.open')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SortHeader({ column, sort, numeric, onSort }: { column: TemplateSortColumn; sort: TemplateSort; numeric: boolean; onSort: (sort: TemplateSort) => void }) {
  const { t } = useTranslation(TEMPLATES_NS);
  const state = ariaSort(sort, column);
  const active = state !== 'none';
  return (
    <TableCell aria-sort={state} align={numeric ? 'right' : 'left'} sortDirection={active ? sort!.direction : false}>
      <TableSortLabel active={active} direction={active ? sort!.direction : 'asc'} onClick={() => onSort(nextSort(sort, column))}>
        {t(`table.${column}`)}
      </TableSortLabel>
    </TableCell>
  );
}
