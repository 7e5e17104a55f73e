import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ActivityEntry } from '@openset/contracts';
import { useDateFormat } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/** A page of the log (spec section 3, Event log entry: staff, action, object, IP, reference). */
export function ActivityTable({ items, busy }: { items: ActivityEntry[]; busy: boolean }) {
  const { t } = useTranslation(NS);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <TableContainer sx={{ flex: 1 }}>
      <Table size="small" aria-label={t('activity.label')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('activity.when')}</TableCell>
            <TableCell>{t('activity.who')}</TableCell>
            <TableCell>{t('activity.what')}</TableCell>
            <TableCell>{t('activity.on')}</TableCell>
            <TableCell>{t('activity.reference')}</TableCell>
            <TableCell>{t('activity.ip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <TableRow key={entry.id} data-testid="activity-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.occurredAt}>{dates.format(new Date(entry.occurredAt))}</time>
              </TableCell>
              <TableCell component="th" scope="row">
                {entry.staffName || entry.staffId}
              </TableCell>
              <TableCell>{t(`activity.actions.${entry.action}`)}</TableCell>
              <TableCell>{t(`activity.objects.${entry.object}`)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.reference}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{entry.ip ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
