import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { REMOVE_CONFIRMATION, type Integration } from '@openset/contracts';
import { useRunAction } from '@openset/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveIntegrationMutation } from './integrationsApi';
import { SETTINGS_INTEGRATIONS_NS } from './integrationsStrings';

/** Removing asks for REMOVE to be typed (spec section 5); Remove stays disabled until it is. */
export function RemoveIntegrationDialog({ integration, onClose }: { integration: Integration; onClose: () => void }) {
  const { t } = useTranslation(SETTINGS_INTEGRATIONS_NS);
  const titleId = useId();
  const textId = useId();
  const [typed, setTyped] = useState('');
  const [remove, state] = useRemoveIntegrationMutation();
  const run = useRunAction();
  const ready = typed.trim() === REMOVE_CONFIRMATION;
  const values = { provider: integration.providerName };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || state.isLoading) return;
    const done = await run(() => remove().unwrap(), `${SETTINGS_INTEGRATIONS_NS}:removed`);
    if (done) onClose();
  };

  return (
    <Dialog open onClose={() => !state.isLoading && onClose()} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('removeTitle', values)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('removeMessage', values)}
          </DialogContentText>
          <TextField
            label={t('removeConfirm')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, 'data-testid': 'remove-confirm' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={state.isLoading}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!ready} loading={state.isLoading}>
            {state.isLoading ? t('removing') : t('remove')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
