import { Box, Button, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { AssignedOutcome } from '@openset/contracts';
import { ErrorPanel, LoadingState, useDateFormat, useLang } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NS } from '../../../i18n/strings';
import { useClientAssignedOutcomesQuery } from '../../clients-api/clientsApi';
import { assignOutcomePath, outcomePath } from '../model/outcomeLinks';

/**
 * A client's outcomes tab: every outcome assigned to the client with its delivery, status, the
 * latest headline score and band, and the next invitation; each opens in the outcomes manager
 * (its chart and history). "Assign outcome" opens the manager's wizard with this client chosen.
 * An archived client is assigned nothing new.
 */
export function OutcomesPanel({ clientId, archived }: { clientId: string; archived: boolean }) {
  const { t } = useTranslation(NS);
  const outcomes = useClientAssignedOutcomesQuery(clientId);
  const items = outcomes.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('outcomes.heading')}
        </Typography>
        {!archived && (
          <Button variant="contained" component={RouterLink} to={assignOutcomePath(clientId)}>
            {t('outcomes.assign')}
          </Button>
        )}
      </Box>
      {outcomes.isError ? (
        <ErrorPanel message={t('outcomes.error')} onRetry={() => void outcomes.refetch()} />
      ) : !outcomes.data ? (
        <LoadingState label={t('outcomes.loading')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" data-testid="outcomes-empty">
          {t('outcomes.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('outcomes.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('outcomes.outcome')}</TableCell>
                <TableCell>{t('outcomes.delivery')}</TableCell>
                <TableCell>{t('outcomes.status')}</TableCell>
                <TableCell>{t('outcomes.latest')}</TableCell>
                <TableCell>{t('outcomes.next')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((outcome) => (
                <OutcomeRow key={outcome.id} outcome={outcome} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

function OutcomeRow({ outcome }: { outcome: AssignedOutcome }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const dates = useDateFormat({ dateStyle: 'medium' });
  const score = outcome.latest[0]?.scores[0];
  return (
    <TableRow data-testid="client-outcome-row">
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={outcomePath(outcome.id)}>
          {outcome.abbreviation}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {outcome.name}
        </Typography>
      </TableCell>
      <TableCell>{t(`outcomes.kind.${outcome.schedule.kind}`)}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={t(`outcomes.statusOf.${outcome.status}`)} />
      </TableCell>
      <TableCell>
        {!score ? (
          t('outcomes.noResult')
        ) : score.value === null ? (
          t('outcomes.withheld')
        ) : (
          <>
            <strong>{score.value.toLocaleString(lang, { maximumFractionDigits: 1 })}</strong>
            {score.band && ` · ${score.band.label[lang]}`}
            <Typography variant="body2" color="text.secondary">
              {dates.format(new Date(`${outcome.latest[0]!.takenOn}T12:00:00`))}
            </Typography>
          </>
        )}
      </TableCell>
      <TableCell>{outcome.nextInvitationAt ? dates.format(new Date(outcome.nextInvitationAt)) : '—'}</TableCell>
    </TableRow>
  );
}
