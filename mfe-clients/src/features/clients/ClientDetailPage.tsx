import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { PortalLogin } from '@openset/contracts';
import { ConfirmDialog, ErrorPanel, isApiError, LoadingState, PageLayout, useClinicianProfileQuery, useDateFormat, usePageTitleDetail, useRunAction } from '@openset/web-kit';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NS } from '../../i18n/strings';
import { useArchiveClientsMutation, useClientQuery, useResetClientLoginMutation } from '../clients-api/clientsApi';
import { ClientDialog } from './components/ClientDialog';
import { lastClientsListQuery } from './hooks/useClientsLocation';
import { ArchiveIcon, ArrowBackIcon, EditIcon, KeyIcon, UnarchiveIcon } from './components/icons';
import { PortalLoginDialog } from './components/PortalLoginDialog';
import { PortalChip } from './components/PortalChip';
import { FeedbackSection } from './detail/FeedbackSection';
import { OutcomesPanel } from './detail/OutcomesPanel';
import { PortalLockNotice } from './detail/PortalLockNotice';
import { RestrictedPanel } from './detail/RestrictedPanel';
import { SetsPanel } from './detail/SetsPanel';

// The charts library is only downloaded for the tracking view.
const TrackingPanel = lazy(() => import('./detail/TrackingPanel'));

export const CLIENT_VIEWS = ['sets', 'outcomes', 'tracking'] as const;
export type ClientView = (typeof CLIENT_VIEWS)[number];
export const clientView = (linked: string | undefined): ClientView => (CLIENT_VIEWS as readonly string[]).includes(linked ?? '') ? (linked as ClientView) : 'sets';

/** The tracking tab's count of unread messages: white on the primary colour, as a badge. */
const unreadPill = { minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.75rem', lineHeight: '20px', textAlign: 'center' } as const;

/**
 * One client (`:clientId/:linked?`, linked = sets | outcomes | tracking): the profile with
 * "Edit", "Reset portal login" and "Archive" (asked first) or "Unarchive", then the chosen
 * view. Health views show a clear "not available" panel to restrictPhi staff.
 */
export function ClientDetailPage() {
  const { t } = useTranslation(NS);
  const { clientId = '', linked } = useParams();
  const view = clientView(linked);
  const run = useRunAction();
  const profile = useClinicianProfileQuery();
  const restrictPhi = Boolean(profile.data?.restrictPhi);
  const client = useClientQuery(clientId, { skip: !clientId });
  const [editing, setEditing] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [login, setLogin] = useState<PortalLogin | null>(null);
  const [reset, resetState] = useResetClientLoginMutation();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [archive, archiveState] = useArchiveClientsMutation();
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

  const name = client.data ? `${client.data.firstname} ${client.data.lastname}` : '';
  // The tab's title names the client, as the heading does.
  usePageTitleDetail(name || null);

  const back = (
    <Button component={RouterLink} to={{ pathname: '..', search: lastClientsListQuery() }} startIcon={<ArrowBackIcon />}>
      {t('actions.back')}
    </Button>
  );
  if (client.isError) {
    const notFound = isApiError(client.error) && client.error.code === 'ERRNOTFOUND';
    return (
      <PageLayout title={t('title')} actions={back}>
        {notFound ? <Alert severity="warning">{t('detail.notFound')}</Alert> : <ErrorPanel message={t('detail.error')} onRetry={() => void client.refetch()} />}
      </PageLayout>
    );
  }
  if (!client.data) {
    return (
      <PageLayout title={t('title')} actions={back}>
        <LoadingState label={t('detail.loading')} />
      </PageLayout>
    );
  }
  const data = client.data;
  // The client's unread messages are read in the tracking view; its tab says how many wait.
  const unread = restrictPhi ? 0 : (data.unreadFeedback ?? 0);
  const withUnread = (candidate: ClientView) => candidate === 'tracking' && unread > 0;
  // Seen: "Tracking" and the count in a pill, which fit a phone in French too ("Suivi (1 nouveau
  // message)" was cut off there); heard: the tab's name says what the count is.
  const tabLabel = (candidate: ClientView) =>
    withUnread(candidate) ? (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {t(`detail.${candidate}`)}
        <Box component="span" sx={unreadPill}>
          {unread}
        </Box>
      </Box>
    ) : (
      t(`detail.${candidate}`)
    );
  // Unarchiving takes nothing away, so it is not asked first; the flash says it was done.
  const setArchived = (value: boolean) => run(() => archive({ ids: [clientId], value }).unwrap(), value ? 'flash.archived' : 'flash.unarchived');

  return (
    <PageLayout
      title={name}
      wide
      actions={
        <>
          {back}
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('actions.edit')}
          </Button>
          {!restrictPhi && (
            <Button variant="outlined" startIcon={<KeyIcon />} disabled={data.archived} onClick={() => setConfirmReset(true)}>
              {t('actions.reset')}
            </Button>
          )}
          {data.archived ? (
            <Button variant="outlined" startIcon={<UnarchiveIcon />} loading={archiveState.isLoading} onClick={() => void setArchived(false)}>
              {t('actions.unarchive')}
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<ArchiveIcon />} onClick={() => setConfirmArchive(true)}>
              {t('actions.archive')}
            </Button>
          )}
        </>
      }
    >
      <PortalLockNotice clientId={clientId} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
          {data.archived && <Chip size="small" label={t('detail.archived')} />}
          {data.shared && <Chip size="small" variant="outlined" label={t('detail.shared', { name: data.clinicianName })} />}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
          <dt>{t('detail.email')}</dt>
          <dd data-testid="client-email">{data.email}</dd>
          <dt>{t('detail.lang')}</dt>
          <dd>{data.lang === 'fr' ? 'Français' : 'English'}</dd>
          <dt>{t('detail.yearOfBirth')}</dt>
          <dd>{data.yearOfBirth ?? '—'}</dd>
          <dt>{t('table.portal')}</dt>
          <dd data-testid="client-portal">
            <PortalChip client={data} />
          </dd>
          <dt>{t('detail.portalUsername')}</dt>
          <dd>{data.portalUsername}</dd>
          <dt>{t('detail.lastLogin')}</dt>
          <dd>{data.lastPortalLogin ? dates.format(new Date(data.lastPortalLogin)) : t('detail.never')}</dd>
        </Box>
        {restrictPhi && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('detail.resetRestricted')}
          </Typography>
        )}
      </Paper>

      <Paper variant="outlined">
        {/* On a narrow phone the views scroll, with arrows, rather than cut the last one off. */}
        <Tabs value={view} aria-label={t('detail.tabs')} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
          {CLIENT_VIEWS.map((candidate) => (
            <Tab key={candidate} value={candidate} label={tabLabel(candidate)} aria-label={withUnread(candidate) ? t('detail.trackingUnread', { count: unread }) : undefined} component={RouterLink} to={`../${encodeURIComponent(clientId)}/${candidate}`} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 1, sm: 2 } }} role="tabpanel" aria-label={t(`detail.${view}`)}>
          {view === 'sets' && <SetsPanel clientId={clientId} archived={data.archived} />}
          {view === 'outcomes' &&
            (restrictPhi ? (
              <RestrictedPanel />
            ) : (
              <OutcomesPanel clientId={clientId} archived={data.archived} />
            ))}
          {view === 'tracking' &&
            (restrictPhi ? (
              <RestrictedPanel />
            ) : (
              <>
                <FeedbackSection key={clientId} clientId={clientId} clientName={name} />
                <Suspense fallback={<LoadingState label={t('tracking.loading')} />}>
                  <TrackingPanel clientId={clientId} />
                </Suspense>
              </>
            ))}
        </Box>
      </Paper>

      {editing && <ClientDialog client={data} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmReset}
        destructive
        title={t('confirm.resetTitle')}
        message={t('confirm.resetMessage', { name })}
        confirmLabel={t('confirm.resetConfirm')}
        busy={resetState.isLoading}
        onCancel={() => setConfirmReset(false)}
        onConfirm={async () => {
          const answer = await run(() => reset({ id: clientId }).unwrap());
          setConfirmReset(false);
          if (answer) setLogin(answer);
        }}
      />
      <ConfirmDialog
        open={confirmArchive}
        title={t('confirm.archiveOneTitle', { name })}
        message={t('confirm.archiveOneMessage', { name })}
        confirmLabel={t('actions.archive')}
        busy={archiveState.isLoading}
        onCancel={() => setConfirmArchive(false)}
        onConfirm={async () => {
          await setArchived(true);
          setConfirmArchive(false);
        }}
      />
      {login && <PortalLoginDialog name={name} login={login} onClose={() => setLogin(null)} />}
    </PageLayout>
  );
}
