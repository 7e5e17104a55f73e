import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { IDEMPOTENCY_HEADER, portalRoutes } from '@openset/contracts';
import { callRoute, newUuid, stripAngleBrackets } from '@openset/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { usePortalSetsQuery } from '../portal/portalApi';
import { portalSession, portalSessionEnded } from '../portal/portalSession';
import { keyForMessage, type SentMessage } from './messageKey';

/**
 * A message to the clinician, about one of the client's programs or none (the only program is
 * chosen to start with); sent at once (online only), once per key even when sent again.
 */
export function FeedbackForm() {
  const { t } = useTranslation(NS);
  const sets = usePortalSetsQuery().data?.items ?? [];
  const [chosenSet, setChosenSet] = useState<string | null>(null);
  const about = chosenSet ?? (sets.length === 1 ? sets[0]!.id : '');
  const [text, setText] = useState('');
  // The last attempt that has no answer yet: sent again unchanged, it keeps its key.
  const [unanswered, setUnanswered] = useState<SentMessage | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const messageField = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setState('busy');
    const session = portalSession();
    const attempt = { text: text.trim(), about, key: keyForMessage(unanswered, text.trim(), about, newUuid) };
    setUnanswered(attempt);
    try {
      await callRoute<typeof portalRoutes.feedback>(portalRoutes.feedback, { body: { text: attempt.text, setId: about || null } }, { csrfToken: session?.csrfToken ?? null, headers: { [IDEMPOTENCY_HEADER]: attempt.key }, background: true });
      setText('');
      setUnanswered(null);
      setState('sent');
    } catch (error) {
      // The session has ended: to the sign-in, which says so.
      if ((error as { status?: unknown }).status === 401) portalSessionEnded(session);
      setState('failed');
    }
    // The Send button was disabled while sending, which took the focus from it: back to the
    // message, empty for another or kept to send again (the status says which).
    messageField.current?.focus();
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="feedback-heading" sx={{ p: 2 }}>
      <Typography id="feedback-heading" variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('feedback.heading')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)}>
        {sets.length > 0 && (
          <TextField select label={t('feedback.about')} value={about} onChange={(event) => setChosenSet(event.target.value)}>
            <MenuItem value="">{t('feedback.aboutNothing')}</MenuItem>
            {sets.map((set) => (
              <MenuItem key={set.id} value={set.id}>
                {set.title || set.savename}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField inputRef={messageField} label={t('feedback.text')} multiline minRows={4} required value={text} onChange={(event) => setText(stripAngleBrackets(event.target.value))} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <Button type="submit" variant="contained" disabled={state === 'busy' || !text.trim()}>
          {t('feedback.send')}
        </Button>
        <Box role="status" aria-live="polite">
          {state === 'sent' && <Alert severity="success">{t('feedback.sent')}</Alert>}
          {state === 'failed' && <Alert severity="error">{t('feedback.failed')}</Alert>}
        </Box>
      </Stack>
    </Paper>
  );
}
