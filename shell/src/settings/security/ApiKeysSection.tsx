import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { ApiKey } from '@openset/contracts';
import { addAppStrings, ConfirmDialog, ErrorPanel, LoadingState, stripAngleBrackets, useDateFormat, useRunAction } from '@openset/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from './apiKeysApi';
import { SETTINGS_API_KEYS_NS, settingsApiKeysStrings } from './apiKeysStrings';

addAppStrings(SETTINGS_API_KEYS_NS, settingsApiKeysStrings);

// Loose on purpose: the server checks the address; this only catches what cannot be one.
const LOOKS_LIKE_IP = /^(\d{1,3}(\.\d{1,3}){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/;

/**
 * Settings > Security, API keys (spec sections 2 and 3): keys for another system, each with an
 * optional name and tied to one IP address (the one in use when left empty). A new key is shown
 * once, in a dialog closed only by its button; keys are listed without it, and revoked after a
 * confirmation. A section of the security screen, under its page title.
 */
export function ApiKeysSection() {
  const { t } = useTranslation(SETTINGS_API_KEYS_NS);
  const titleId = useId();
  const keys = useApiKeysQuery();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('subtitle')}
      </Typography>
      <CreateKeyForm />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        {t('listTitle')}
      </Typography>
      {keys.isLoading && <LoadingState />}
      {keys.isError && <ErrorPanel message={t('loadFailed')} onRetry={() => void keys.refetch()} />}
      {keys.data && <KeyList items={keys.data.items} />}
    </Box>
  );
}

function CreateKeyForm() {
  const { t } = useTranslation(SETTINGS_API_KEYS_NS);
  const [title, setTitle] = useState('');
  const [ip, setIp] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [create, state] = useCreateApiKeyMutation();
  const run = useRunAction();
  const ipInvalid = ip.trim() !== '' && !LOOKS_LIKE_IP.test(ip.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (ipInvalid || state.isLoading) return;
    const answer = await run(() => create({ ...(title.trim() ? { title: title.trim() } : {}), ...(ip.trim() ? { ip: ip.trim() } : {}) }).unwrap(), `${SETTINGS_API_KEYS_NS}:created`);
    if (answer) {
      setCreated(answer.key);
      setTitle('');
      setIp('');
    }
  };

  return (
    <>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 520 }} data-testid="api-key-form">
        <TextField label={t('keyTitle')} value={title} helperText={t('keyTitleHint')} onChange={(event) => setTitle(stripAngleBrackets(event.target.value).slice(0, 100))} />
        <TextField
          label={t('ip')}
          value={ip}
          error={ipInvalid}
          helperText={ipInvalid ? t('ipInvalid') : t('ipHint')}
          onChange={(event) => setIp(event.target.value.replace(/\s/g, '').slice(0, 45))}
        />
        <div>
          <Button type="submit" variant="contained" disabled={ipInvalid || state.isLoading}>
            {state.isLoading ? t('creating') : t('create')}
          </Button>
        </div>
      </Stack>
      {created && <NewKeyDialog apiKey={created} onClose={() => setCreated(null)} />}
    </>
  );
}

/** Closed by its button only: a stray click or Escape would lose a key nobody can read again. */
function NewKeyDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const { t } = useTranslation(SETTINGS_API_KEYS_NS);
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('createdTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('createdMessage')}</DialogContentText>
        <Box component="code" data-testid="new-api-key" sx={{ display: 'block', mt: 2, p: 1.5, bgcolor: 'action.hover', fontSize: '1rem', wordBreak: 'break-all', userSelect: 'all' }}>
          {apiKey}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function KeyList({ items }: { items: ApiKey[] }) {
  const { t } = useTranslation(SETTINGS_API_KEYS_NS);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revoke, state] = useRevokeApiKeyMutation();
  const run = useRunAction();
  if (items.length === 0) return <Alert severity="info">{t('empty')}</Alert>;
  const nameOf = (key: ApiKey) => key.title || t('untitled');
  return (
    <>
      <Table size="small" data-testid="api-keys">
        <TableHead>
          <TableRow>
            <TableCell>{t('columnTitle')}</TableCell>
            <TableCell>{t('columnIp')}</TableCell>
            <TableCell>{t('columnCreated')}</TableCell>
            <TableCell>{t('columnUsed')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((key) => (
            <TableRow key={key.id}>
              <TableCell>{nameOf(key)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{key.ip}</TableCell>
              <TableCell>{dates.format(new Date(key.createdAt))}</TableCell>
              <TableCell>{key.lastUsedAt ? dates.format(new Date(key.lastUsedAt)) : t('never')}</TableCell>
              <TableCell align="right">
                <Button color="error" size="small" aria-label={t('revokeLabel', { name: nameOf(key) })} onClick={() => setRevoking(key)}>
                  {t('revoke')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle')}
        message={t('revokeMessage', { name: revoking ? nameOf(revoking) : '' })}
        confirmLabel={t('revoke')}
        destructive
        busy={state.isLoading}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          void (async () => {
            if (!revoking) return;
            await run(() => revoke(revoking.id).unwrap(), `${SETTINGS_API_KEYS_NS}:revoked`);
            setRevoking(null);
          })()
        }
      />
    </>
  );
}
