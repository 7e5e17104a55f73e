import { Box, Button, FormControl, InputLabel, Link, MenuItem, Paper, Select, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs } from '@mui/material';
import { ListBody, ListPagination, PageLayout, useClinicianProfileQuery, useDateFormat } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { NS } from '../../i18n/strings';
import { useAssignedOutcomesQuery } from '../outcomes-api/outcomesApi';
import { AssignWizard } from './components/AssignWizard';
import { LatestScore } from './components/LatestScore';
import { StatusChip } from './components/StatusChip';
import { listQuery, OUTCOME_SORTS, OUTCOME_STATUS_TABS, OUTCOMES_PAGE_SIZE, readLocation, writeLocation, type OutcomesLocation } from './model/location';

const wrapping = { overflowWrap: 'anywhere', minWidth: 96 } as const;

/**
 * The outcomes manager (spec section 2): every outcome assigned to a client the clinician sees,
 * by status (tabs) and sorted by assignment, client or next invitation, a page of 50 at a time;
 * each row opens the outcome's edit view. "Assign outcome" opens the wizard. Restricted staff see
 * the schedules without scores (the service leaves `latest` empty).
 */
export function OutcomesPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const location = readLocation(params);
  const go = (change: Partial<OutcomesLocation>, replace = false) => setParams(writeLocation({ ...location, ...change }), { replace });
  const restrictPhi = Boolean(useClinicianProfileQuery().data?.restrictPhi);
  const list = useAssignedOutcomesQuery(listQuery(location));
  const items = list.data?.items ?? [];
  const dates = useDateFormat({ dateStyle: 'medium' });

  return (
    <PageLayout
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <>
          <Button variant="outlined" component={RouterLink} to="/clinician/outcomes/definitions">
            {t('definitions.title')}
          </Button>
          <Button variant="contained" onClick={() => go({ assign: true })}>
            {t('actions.assign')}
          </Button>
        </>
      }
    >
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, pt: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={location.status} onChange={(_event, status: OutcomesLocation['status']) => go({ status, page: 0 })} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('list.statusTabs')}>
            {OUTCOME_STATUS_TABS.map((status) => (
              <Tab key={status} value={status} label={t(`status.${status}`)} />
            ))}
          </Tabs>
          <FormControl size="small" sx={{ minWidth: 200, mb: 1 }}>
            <InputLabel id="outcome-sort">{t('list.sort')}</InputLabel>
            <Select labelId="outcome-sort" label={t('list.sort')} value={location.sort} onChange={(event) => go({ sort: event.target.value as OutcomesLocation['sort'], page: 0 })}>
              {OUTCOME_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`list.sortBy.${sort}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
        <ListBody
          query={list}
          labels={{ loading: t('list.loading'), error: t('list.error') }}
          empty={items.length === 0 ? { text: t(location.status === 'all' ? 'list.empty' : 'list.emptyStatus'), testId: 'outcomes-empty' } : null}
        >
          <TableContainer>
            <Table size="small" aria-label={t('list.label')} aria-busy={list.isFetching}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('list.client')}</TableCell>
                  <TableCell>{t('list.outcome')}</TableCell>
                  <TableCell>{t('list.delivery')}</TableCell>
                  <TableCell>{t('list.status')}</TableCell>
                  {!restrictPhi && <TableCell>{t('list.latest')}</TableCell>}
                  <TableCell>{t('list.next')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((outcome) => (
                  <TableRow key={outcome.id} hover data-testid="outcome-row">
                    <TableCell sx={wrapping}>
                      <Link component={RouterLink} to={`/clinician/clients/${encodeURIComponent(outcome.clientId)}/outcomes`}>
                        {outcome.clientName || t('list.unknownClient')}
                      </Link>
                    </TableCell>
                    <TableCell sx={wrapping}>
                      <Link component={RouterLink} to={encodeURIComponent(outcome.id)} aria-label={t('list.open', { outcome: outcome.abbreviation, client: outcome.clientName })}>
                        {outcome.abbreviation}
                      </Link>
                    </TableCell>
                    <TableCell>{t(`schedule.kind.${outcome.schedule.kind}`)}</TableCell>
                    <TableCell>
                      <StatusChip status={outcome.status} />
                    </TableCell>
                    {!restrictPhi && (
                      <TableCell>
                        <LatestScore result={outcome.latest[0]} />
                      </TableCell>
                    )}
                    <TableCell>{outcome.nextInvitationAt ? dates.format(new Date(outcome.nextInvitationAt)) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination total={list.data?.total ?? 0} page={location.page} pageSize={OUTCOMES_PAGE_SIZE} onPageChange={(page) => go({ page })} />
        </ListBody>
      </Paper>
      {location.assign && (
        <AssignWizard
          clientId={location.client}
          onClose={() => go({ assign: false, client: null }, true)}
          onAssigned={(id) => void navigate(encodeURIComponent(id), { replace: true })}
        />
      )}
    </PageLayout>
  );
}
