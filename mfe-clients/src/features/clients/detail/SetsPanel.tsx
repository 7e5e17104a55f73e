import { Alert, Box, Button, FormControlLabel, List, ListItem, ListItemText, Stack, Switch, Typography } from '@mui/material';
import type { SetSummary } from '@openset/contracts';
import { ErrorPanel, LoadingState, useDateFormat, useRunAction, visuallyHidden } from '@openset/web-kit';
import { nanoid } from '@reduxjs/toolkit';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NS } from '../../../i18n/strings';
import { useClientSetEnabledMutation, useClientSetsQuery } from '../../clients-api/clientsApi';
import { AddIcon } from '../components/icons';
import { designerPath, newClientSetPath } from '../model/designerLinks';

/**
 * The client's sets: each shown in the portal or not (the sets service's enable route), opened
 * in the designer, and "Create a client set" (a new designer document for this client).
 */
export function SetsPanel({ clientId, archived }: { clientId: string; archived: boolean }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const navigate = useNavigate();
  const run = useRunAction();
  const sets = useClientSetsQuery(clientId, { refetchOnMountOrArgChange: true });
  const [setEnabled] = useClientSetEnabledMutation();
  const [pending, setPending] = useState<string | null>(null);
  // The switch moves at once; the answer (or the refreshed list) settles it.
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  useEffect(() => setOverrides({}), [sets.data]);
  const [announcement, setAnnouncement] = useState('');
  const dates = useDateFormat({ dateStyle: 'medium' });
  const name = (set: SetSummary) => set.savename || set.title || t('sets.untitled');

  const toggle = async (set: SetSummary, value: boolean) => {
    // Not disabled while it saves (that took the keyboard's focus away): a press meanwhile waits.
    if (pending === set.id) return;
    setPending(set.id);
    setOverrides((current) => ({ ...current, [set.id]: value }));
    const done = await run(() => setEnabled({ clientId, setIds: [set.id], value }).unwrap());
    setPending(null);
    if (!done) setOverrides(({ [set.id]: _refused, ...rest }) => rest);
    if (done) setAnnouncement(t(value ? 'sets.shownInPortal' : 'sets.hiddenFromPortal', { name: name(set) }));
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('sets.heading')}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={archived} onClick={() => void navigate(newClientSetPath(clientId, nanoid(10)))}>
          {t('sets.create')}
        </Button>
      </Stack>
      {archived && <Alert severity="info" sx={{ mb: 1 }}>{t('sets.readOnly')}</Alert>}
      <Typography role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Typography>
      {sets.isError ? (
        <ErrorPanel message={t('sets.error')} onRetry={() => void sets.refetch()} />
      ) : sets.isLoading ? (
        <LoadingState label={t('sets.loading')} />
      ) : !sets.data?.items.length ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {t(archived ? 'sets.emptyArchived' : 'sets.empty')}
        </Typography>
      ) : (
        <List aria-labelledby={headingId} data-testid="client-sets">
          {sets.data.items.map((set) => (
            <ListItem key={set.id} divider data-testid="client-set" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              {/* The switch and the link go under the set's name when the row is narrow (a phone). */}
              <ListItemText
                primary={name(set)}
                secondary={`${t('sets.exercises', { count: set.exerciseCount })} · ${t('sets.updated', { date: dates.format(new Date(set.updated)) })}`}
                sx={{ flex: '1 1 220px' }}
              />
              <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FormControlLabel
                  label={t('sets.enabled')}
                  control={
                    <Switch
                      checked={overrides[set.id] ?? set.enabled}
                      disabled={archived}
                      onChange={(event) => void toggle(set, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('sets.enabledNamed', { name: name(set) }) } }}
                    />
                  }
                />
                <Button size="small" aria-label={t('sets.openNamed', { name: name(set) })} onClick={() => void navigate(designerPath(set.id))}>
                  {t('sets.open')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
