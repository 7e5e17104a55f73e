import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { AssignedOutcome, OutcomeDefinition, OutcomeResultSummary } from '@openset/contracts';
import { ConfirmDialog, ErrorPanel, isApiError, LoadingState, localDay, PageLayout, useDateFormat, usePageTitleDetail, useRunAction } from '@openset/web-kit';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NS } from '../../i18n/strings';
import { useAssignedOutcomeQuery, useDeleteOutcomeMutation, useOutcomeDefinitionQuery, useOutcomeHistoryQuery, useResendOutcomeMutation, useUpdateOutcomeMutation } from '../outcomes-api/outcomesApi';
import { EditScheduleDialog } from './components/EditScheduleDialog';
import { ManualEntryDialog } from './components/ManualEntryDialog';
import { ResultHistory } from './components/ResultHistory';
import { StatusChip } from './components/StatusChip';
import { chartedResults, chartedScales } from './model/results';
import { scheduleForm, scheduleInput } from './model/schedule';

// The charts library is downloaded only with a chart.
const ScoreChart = lazy(() => import('./chart/ScoreChart'));

/**
 * An assigned outcome (`/clinician/outcomes/:outcomeId`, spec "edit outcome"): its client,
 * status and schedule, the chart of each scored scale and the history, the reminders and
 * invitations, and the actions: enter a result by hand, resend the invitation, edit the schedule,
 * stop or start again (which sets clientStopped false), delete.
 */
export function OutcomeDetailPage() {
  const { t } = useTranslation(NS);
  const { outcomeId = '' } = useParams();
  const outcome = useAssignedOutcomeQuery(outcomeId, { skip: !outcomeId });
  usePageTitleDetail(outcome.data ? `${outcome.data.abbreviation} · ${outcome.data.clientName}` : null);
  const back = (
    <Button component={RouterLink} to="..">
      {t('actions.back')}
    </Button>
  );
  if (outcome.isError) {
    const notFound = isApiError(outcome.error) && outcome.error.code === 'ERRNOTFOUND';
    return (
      <PageLayout title={t('title')} actions={back}>
        {notFound ? <Alert severity="warning">{t('detail.notFound')}</Alert> : <ErrorPanel message={t('detail.error')} onRetry={() => void outcome.refetch()} />}
      </PageLayout>
    );
  }
  if (!outcome.data) {
    return (
      <PageLayout title={t('title')} actions={back}>
        <LoadingState label={t('detail.loading')} />
      </PageLayout>
    );
  }
  return <OutcomeDetail outcome={outcome.data} back={back} />;
}

function OutcomeDetail({ outcome, back }: { outcome: AssignedOutcome; back: ReactNode }) {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const navigate = useNavigate();
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const definition = useOutcomeDefinitionQuery(outcome.definitionId);
  const history = useOutcomeHistoryQuery(outcome.id, { skip: outcome.resultsHidden });
  const [dialog, setDialog] = useState<'edit' | 'manual' | 'delete' | null>(null);
  const [resend, resending] = useResendOutcomeMutation();
  const [update, updating] = useUpdateOutcomeMutation();
  const [remove, removing] = useDeleteOutcomeMutation();
  const running = outcome.enabled && !outcome.clientStopped;
  const setRunning = (enabled: boolean) =>
    run(() => update({ id: outcome.id, body: { enabled, schedule: scheduleInput(scheduleForm(outcome.schedule, localDay())), instructions: outcome.instructions } }).unwrap(), enabled ? 'flash.scheduleStarted' : 'flash.saved');
  const schedule = outcome.schedule;

  return (
    <PageLayout
      title={`${outcome.abbreviation} · ${outcome.clientName}`}
      subtitle={outcome.name}
      actions={
        <>
          {back}
          {!outcome.resultsHidden && (
            <Button variant="contained" disabled={!definition.data} onClick={() => setDialog('manual')}>
              {t('actions.enterResult')}
            </Button>
          )}
          <Button variant="outlined" disabled={!running} loading={resending.isLoading} onClick={() => void run(() => resend(outcome.id).unwrap(), 'flash.emailSent')}>
            {t('actions.resend')}
          </Button>
          <Button variant="outlined" onClick={() => setDialog('edit')}>
            {t('actions.editSchedule')}
          </Button>
          {running ? (
            <Button variant="outlined" loading={updating.isLoading} onClick={() => void setRunning(false)}>
              {t('actions.stop')}
            </Button>
          ) : (
            <Button variant="outlined" loading={updating.isLoading} onClick={() => void setRunning(true)}>
              {t('actions.start')}
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
            {t('actions.delete')}
          </Button>
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <StatusChip status={outcome.status} />
          {outcome.clientStopped && <Typography variant="body2">{t('detail.clientStoppedNote')}</Typography>}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
          <dt>{t('list.client')}</dt>
          <dd>
            <RouterLink to={`/clinician/clients/${encodeURIComponent(outcome.clientId)}/outcomes`}>{outcome.clientName}</RouterLink>
          </dd>
          <dt>{t('list.delivery')}</dt>
          <dd data-testid="outcome-delivery">{schedule.kind === 'intervals' ? t('schedule.everyDays', { count: schedule.intervalDays ?? 0 }) : t(`schedule.kind.${schedule.kind}`)}</dd>
          {schedule.endAt && (
            <>
              <dt>{t('schedule.end')}</dt>
              <dd>{dates.format(new Date(schedule.endAt))}</dd>
            </>
          )}
          <dt>{t('list.next')}</dt>
          <dd>{outcome.nextInvitationAt ? dates.format(new Date(outcome.nextInvitationAt)) : '—'}</dd>
          <dt>{t('detail.lastInvitation')}</dt>
          <dd>{outcome.lastInvitationAt ? dates.format(new Date(outcome.lastInvitationAt)) : '—'}</dd>
          <dt>{t('detail.reminders')}</dt>
          <dd data-testid="outcome-reminders">
            {schedule.reminderDays ? t('detail.remindersEvery', { count: schedule.reminderDays }) : t('detail.noReminders')}
            {` · ${t('detail.sentCounts', { invitations: outcome.invitationsSent, reminders: outcome.remindersSent })}`}
          </dd>
          <dt>{t('wizard.instructions')}</dt>
          <dd style={{ whiteSpace: 'pre-line' }}>{outcome.instructions || '—'}</dd>
        </Box>
      </Paper>
      {definition.data?.licence?.commercialRestriction && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="licence-notice">
          {definition.data.licence.notice}
        </Alert>
      )}
      {outcome.resultsHidden ? (
        <Alert severity="info">{t('detail.resultsHidden')}</Alert>
      ) : (
        <Results definition={definition.data ?? null} history={history.data?.items ?? null} failed={history.isError || definition.isError} onRetry={() => void (history.refetch(), definition.refetch())} abbreviation={outcome.abbreviation} />
      )}
      {dialog === 'edit' && <EditScheduleDialog outcome={outcome} onClose={() => setDialog(null)} />}
      {dialog === 'manual' && definition.data && <ManualEntryDialog outcome={outcome} definition={definition.data} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        destructive
        title={t('confirm.deleteTitle')}
        message={t('confirm.deleteMessage', { outcome: outcome.abbreviation, client: outcome.clientName })}
        confirmLabel={t('actions.delete')}
        busy={removing.isLoading}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          const done = await run(() => remove(outcome.id).unwrap());
          setDialog(null);
          if (done) void navigate('..', { replace: true });
        }}
      />
    </PageLayout>
  );
}

/** The charts of the scored scales and the history, once both the definition and the results are in. */
function Results({ definition, history, failed, onRetry, abbreviation }: { definition: OutcomeDefinition | null; history: OutcomeResultSummary[] | null; failed: boolean; onRetry: () => void; abbreviation: string }) {
  const { t } = useTranslation(NS);
  if (failed) return <ErrorPanel message={t('detail.resultsError')} onRetry={onRetry} />;
  if (!definition || !history) return <LoadingState label={t('detail.resultsLoading')} />;
  const scales = chartedScales(definition.scales, history);
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('detail.chart')}
      </Typography>
      {scales.length === 0 ? (
        <Typography color="text.secondary">{t('detail.noResults')}</Typography>
      ) : (
        <Suspense fallback={<LoadingState label={t('chart.loading')} />}>
          {scales.map((scale) => (
            <ScoreChart key={scale.key} scale={scale} results={chartedResults(history, scale.key)} instrument={abbreviation} />
          ))}
        </Suspense>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('detail.history')}
      </Typography>
      <ResultHistory results={history} />
    </Stack>
  );
}
