import { Button, Link, TableCell, TableRow } from '@mui/material';
import type { Client, ClientListItem } from '@openset/contracts';
import { ActionsColumnTitle, ListTable, PageSelectCell, RowSelectCell, SortHeader, useDateFormat } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NS } from '../../../i18n/strings';
import { PortalChip } from './PortalChip';
import type { ClientSort, ClientSortColumn } from '../model/location';

// Below this width (a tablet held upright) the Open column goes: the name is the same link, and
// the column pushed the last update out of view. Long names and e-mails wrap where they must,
// not letter by letter.
const WIDE = 'lg';
const openColumn = { display: { xs: 'none', [WIDE]: 'table-cell' } } as const;
const wrapping = { overflowWrap: 'anywhere', minWidth: 96 } as const;
const narrowCells = { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, [WIDE]: 2 } } } as const;

export const clientName = (client: Pick<Client, 'firstname' | 'lastname'>) => `${client.lastname}, ${client.firstname}`;

/**
 * A page of clients as an accessible table: sortable headers with `aria-sort` (none → ascending
 * → descending → none), a labelled checkbox per row and for the page, the name as a link to the
 * client's detail.
 */
export function ClientsTable({
  items,
  sort,
  selected,
  busy,
  replacing,
  showClinician,
  showFeedback,
  onSort,
  onToggle,
  onTogglePage,
}: {
  items: ClientListItem[];
  sort: ClientSort;
  selected: readonly string[];
  busy: boolean;
  /** The rows shown are the previous page's until the one asked for arrives. */
  replacing: boolean;
  showClinician: boolean;
  showFeedback: boolean;
  onSort: (sort: ClientSort) => void;
  onToggle: (id: string) => void;
  onTogglePage: (select: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  const dates = useDateFormat({ dateStyle: 'medium' });
  const chosen = new Set(selected);
  const onPage = items.filter((item) => chosen.has(item.id)).length;
  const header = (column: ClientSortColumn) => <SortHeader column={column} label={t(`table.${column}`)} sort={sort} onSort={onSort} />;

  return (
    <ListTable
      label={t('list.label')}
      busy={busy}
      fill
      sx={narrowCells}
      head={
        <>
          <PageSelectCell rows={items.length} selectedRows={onPage} replacing={replacing} label={t('table.selectAll')} onToggle={onTogglePage} />
          {header('lastname')}
          {header('firstname')}
          {header('email')}
          <TableCell>{t('table.portal')}</TableCell>
          {showClinician && <TableCell>{t('table.clinician')}</TableCell>}
          {showFeedback && <TableCell>{t('table.feedback')}</TableCell>}
          {header('updated')}
          <ActionsColumnTitle title={t('table.actions')} sx={openColumn} />
        </>
      }
    >
      {items.map((client) => {
        const isSelected = chosen.has(client.id);
        const name = `${client.firstname} ${client.lastname}`;
        return (
          <TableRow key={client.id} hover selected={isSelected} data-testid="client-row">
            <RowSelectCell selected={isSelected} label={t('table.select', { name })} onToggle={() => onToggle(client.id)} />
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, ...wrapping, minWidth: 136 }}>
              <Link component={RouterLink} to={client.id} underline="hover" color="inherit">
                {client.lastname}
              </Link>
            </TableCell>
            <TableCell sx={wrapping}>{client.firstname}</TableCell>
            <TableCell sx={{ ...wrapping, minWidth: 160 }}>{client.email}</TableCell>
            <TableCell>
              <PortalChip client={client} />
            </TableCell>
            {showClinician && <TableCell>{client.clinicianName}</TableCell>}
            {showFeedback && (
              <TableCell>
                {client.unreadFeedback ? (
                  // To the tracking view, where the messages are read.
                  // Named with its client: a links list or a screen reader's jump reads it alone.
                  <Link
                    component={RouterLink}
                    to={`${client.id}/tracking`}
                    underline="hover"
                    aria-label={t('table.unreadNamed', { count: client.unreadFeedback, name })}
                  >
                    {t('table.unread', { count: client.unreadFeedback })}
                  </Link>
                ) : null}
              </TableCell>
            )}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={client.updated}>{dates.format(new Date(client.updated))}</time>
            </TableCell>
            <TableCell align="right" sx={openColumn}>
              <Button size="small" component={RouterLink} to={client.id} aria-label={t('table.openNamed', { name })}>
                {t('table.open')}
              </Button>
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
