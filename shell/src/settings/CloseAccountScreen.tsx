import { Alert, Box, Button, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { CLOSE_CONFIRMATION, CLOSE_REASONS, type CloseReason } from '@openset/contracts';
import { addAppStrings, PageLayout, signedOutLocally, stripAngleBrackets, useAppDispatch, usePageTitle } from '@openset/web-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseAccountMutation } from './closeAccountApi';
import { SETTINGS_CLOSE_NS, settingsCloseStrings } from './closeAccountStrings';

addAppStrings(SETTINGS_CLOSE_NS, settingsCloseStrings);

/**
 * Settings > Close account (spec sections 2 and 5): a reason, an optional comment, and CLOSE typed
 * before the button works. The session ends with it; the sign-in page follows.
 */
export function CloseAccountScreen() {
  const { t } = useTranslation(SETTINGS_CLOSE_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('title'), common('app.name'));
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState<CloseReason | ''>('');
  const [comment, setComment] = useState('');
  const [typed, setTyped] = useState('');
  const [close, state] = useCloseAccountMutation();
  const ready = reason !== '' && typed === CLOSE_CONFIRMATION;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || state.isLoading) return;
    try {
      await close({ confirm: CLOSE_CONFIRMATION, reason, comment: comment.trim() }).unwrap();
      dispatch(signedOutLocally());
    } catch {
      // The error is shown below the form.
    }
  };

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 560 }}>
        <Stack spacing={2}>
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <FormLabel component="legend">{t('reason')}</FormLabel>
            <RadioGroup value={reason} onChange={(event) => setReason(event.target.value as CloseReason)}>
              {CLOSE_REASONS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`reasons.${value}`)} />
              ))}
            </RadioGroup>
          </Box>
          <TextField label={t('comment')} value={comment} multiline minRows={2} onChange={(event) => setComment(stripAngleBrackets(event.target.value))} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          <TextField label={t('confirm')} value={typed} onChange={(event) => setTyped(event.target.value)} slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'close-confirm' } }} />
          {state.isError && (
            <Alert severity="error" role="alert">
              {t('failed')}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" color="error" disabled={!ready || state.isLoading}>
              {state.isLoading ? t('submitting') : t('submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </PageLayout>
  );
}
