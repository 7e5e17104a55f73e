import { Button, TableCell, TableRow } from '@mui/material';
import { ActionsColumnTitle, ListTable, PageSelectCell, RowSelectCell, SortHeader, useDateFormat } from '@openset/web-kit';
import type { SetSummary } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { TEMPLATES_NS } from '../i18n/strings';
import { TEMPLATE_SORT_COLUMNS, type TemplateSort } from '../model/sort';

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
  replacing,
  onSort,
  onToggle,
  onTogglePage,
  onOpen,
}: {
  items: SetSummary[];
  sort: TemplateSort;
  selected: readonly string[];
  busy: boolean;
  /** The rows shown are the previous page's until the one asked for arrives. */
  replacing: boolean;
  onSort: (sort: TemplateSort) => void;
  onToggle: (id: string) => void;
  onTogglePage: (select: boolean) => void;
  onOpen: (template: SetSummary) => void;
}) {
  const { t } = useTranslation(TEMPLATES_NS);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const chosen = new Set(selected);
  const onPage = items.filter((item) => chosen.has(item.id)).length;
  const name = (item: SetSummary) => item.savename || item.title || t('table.untitled');

  return (
    <ListTable
      label={t('table.label')}
      busy={busy}
      fill
      head={
        <>
          <PageSelectCell rows={items.length} selectedRows={onPage} replacing={replacing} label={t('table.selectAll')} onToggle={onTogglePage} />
          {TEMPLATE_SORT_COLUMNS.map((column) => (
            <SortHeader key={column} column={column} label={t(`table.${column}`)} sort={sort} onSort={onSort} numeric={column === 'exerciseCount'} />
          ))}
          <ActionsColumnTitle title={t('table.actions')} />
        </>
      }
    >
      {items.map((item) => {
        const isSelected = chosen.has(item.id);
        return (
          <TableRow key={item.id} hover selected={isSelected} data-testid="template-row">
            <RowSelectCell selected={isSelected} label={t('table.select', { name: name(item) })} onToggle={() => onToggle(item.id)} />
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
    </ListTable>
  );
}
