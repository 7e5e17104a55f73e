import { Alert, AlertTitle, Box, Button, Chip, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Integration, IntegrationProvider } from '@openset/contracts';
import { addAppStrings, ConfirmDialog, ErrorPanel, LoadingState, PageLayout, useDateFormat, usePageTitle, useRunAction } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntegrationsQuery, useRestartIntegrationMutation } from './integrationsApi';
import { SETTINGS_INTEGRATIONS_NS, settingsIntegrationsStrings } from './integrationsStrings';
import { RemoveIntegrationDialog } from './RemoveIntegrationDialog';

addAppStrings(SETTINGS_INTEGRATIONS_NS, settingsIntegrationsStrings);

/**
 * Settings > Integrations (spec sections 2, 4, 5 and 8): the account's EMR / practice-management
 * integration with its state, Restart for a paused one (its dialog says why it was paused) and
 * Remove after REMOVE is typed. No provider is connected yet, so the list says what will appear.
 */
export function IntegrationsScreen() {
  const { t } = useTranslation(SETTINGS_INTEGRATIONS_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('title'), common('app.name'));
  const integrations = useIntegrationsQuery();
  const data = integrations.data;
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      {integrations.isLoading && <LoadingState />}
      {integrations.isError && <ErrorPanel message={t('loadFailed')} onRetry={() => void integrations.refetch()} />}
      {data && data.items.length === 0 && data.providers.length === 0 && (
        <Alert severity="info" data-testid="integrations-empty">
          <AlertTitle>{t('emptyTitle')}</AlertTitle>
          {t('emptyMessage')}
        </Alert>
      )}
      {data && (data.items.length > 0 || data.providers.length > 0) && (
        <>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('listTitle')}
          </Typography>
          {data.items.length === 0 ? <Typography color="text.secondary">{t('none')}</Typography> : <IntegrationTable items={data.items} />}
          {data.providers.length > 0 && <Providers providers={data.providers} />}
        </>
      )}
    </PageLayout>
  );
}

function IntegrationTable({ items }: { items: Integration[] }) {
  const { t } = useTranslation(SETTINGS_INTEGRATIONS_NS);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [restarting, setRestarting] = useState<Integration | null>(null);
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [restart, restartState] = useRestartIntegrationMutation();
  const run = useRunAction();
  const provider = (integration: Integration | null) => ({ provider: integration?.providerName ?? '' });
  return (
    <>
      <Table size="small" data-testid="integrations">
        <TableHead>
          <TableRow>
            <TableCell>{t('columnProvider')}</TableCell>
            <TableCell>{t('columnState')}</TableCell>
            <TableCell>{t('columnSince')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((integration) => (
            <TableRow key={integration.id}>
              <TableCell>{integration.providerName}</TableCell>
              <TableCell>
                <Chip size="small" color={integration.status === 'enabled' ? 'success' : 'warning'} label={t(`status.${integration.status}`)} />
                {integration.error && (
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
                    {t(`pausedBecause.${integration.error}`)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{dates.format(new Date(integration.updatedAt))}</TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  {integration.status === 'paused' && (
                    <Button size="small" variant="outlined" aria-label={t('restartLabel', provider(integration))} onClick={() => setRestarting(integration)}>
                      {t('restart')}
                    </Button>
                  )}
                  <Button size="small" color="error" aria-label={t('removeLabel', provider(integration))} onClick={() => setRemoving(integration)}>
                    {t('remove')}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={restarting !== null}
        title={t('restartTitle', provider(restarting))}
        message={t(`restartMessage.${restarting?.error ?? 'providerError'}`, provider(restarting))}
        confirmLabel={t('restart')}
        busy={restartState.isLoading}
        onCancel={() => setRestarting(null)}
        onConfirm={() =>
          void (async () => {
            if (!restarting) return;
            await run(() => restart().unwrap(), `${SETTINGS_INTEGRATIONS_NS}:restarted`);
            setRestarting(null);
          })()
        }
      />
      {removing && <RemoveIntegrationDialog integration={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

/** What may be connected, and what each needs: empty until a provider exists. */
function Providers({ providers }: { providers: IntegrationProvider[] }) {
  const { t } = useTranslation(SETTINGS_INTEGRATIONS_NS);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        {t('providersTitle')}
      </Typography>
      <List dense>
        {providers.map((provider) => (
          <ListItem key={provider.id}>
            <ListItemText primary={provider.name} secondary={provider.needs.map((need) => t(`needs.${need}`)).join(' ')} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
