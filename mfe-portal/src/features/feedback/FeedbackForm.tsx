import { Button, Chip, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { stripAngleBrackets } from '@openset/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useOutboxEntries } from '../outbox/portalOutbox';
import { EntryNotice } from '../outbox/EntryNotice';
import { useEntryNotice } from '../outbox/useEntryNotice';
import { usePortalSetsQuery } from '../portal/portalApi';
import { usePortalSession } from '../portal/portalSession';
import { keepDraft, keptDraft } from './messageDraft';

/**
 * A message to the clinician, about one of the client's programs or none (the only program is
 * chosen to start with). Queued in the outbox like a diary entry, so a message written offline
 * is kept and sent once when the connection returns (its own key: stored once however often
 * it is sent); the messages waiting are listed under the form. What is being written survives a
 * reload (messageDraft).
 */
export function FeedbackForm({ online }: { online: boolean }) {
  const { t } = useTranslation(NS);
  const sets = usePortalSetsQuery().data?.items ?? [];
  const [chosenSet, setChosenSet] = useState<string | null>(null);
  const about = chosenSet ?? (sets.length === 1 ? sets[0]!.id : '');
  const clientId = usePortalSession()?.clientId ?? '';
  const [text, setTextState] = useState(() => keptDraft(clientId));
  // Sending an empty box says what is missing (a disabled button said nothing, and Tab skipped it).
  const [empty, setEmpty] = useState(false);
  const setText = (next: string) => {
    setTextState(next);
    setEmpty(false);
    keepDraft(clientId, next);
  };
  // A message the server refused comes back to the box (unless another is being written), not lost.
  const notice = useEntryNotice(online, (entry) => {
    if (entry.kind === 'feedback' && !text) setText(entry.body.text);
  });
  const waiting = useOutboxEntries().flatMap((entry) => (entry.kind === 'feedback' ? [entry] : []));
  const messageField = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setEmpty(true);
      notice.clear();
      messageField.current?.focus();
      return;
    }
    // Queued first: the box is emptied only once the message is kept.
    if (!notice.send({ kind: 'feedback', body: { text: text.trim(), setId: about || null } })) return;
    setText('');
    messageField.current?.focus();
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="feedback-heading" sx={{ p: 2 }}>
      <Typography id="feedback-heading" variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('feedback.heading')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {sets.length > 0 && (
          <TextField
            select
            label={t('feedback.about')}
            value={about}
            onChange={(event) => setChosenSet(event.target.value)}
            // "Nothing in particular" is a choice like the others: shown, not an empty box under the label.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('feedback.aboutNothing')}</MenuItem>
            {sets.map((set) => (
              <MenuItem key={set.id} value={set.id}>
                {set.title || set.savename}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          inputRef={messageField}
          label={t('feedback.text')}
          multiline
          minRows={4}
          required
          value={text}
          onChange={(event) => setText(stripAngleBrackets(event.target.value))}
          error={empty}
          helperText={empty ? t('feedback.empty') : undefined}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" variant="contained">
          {t('feedback.send')}
        </Button>
        <EntryNotice phase={notice.phase} text={(phase) => t(`feedback.notice.${phase}`)} />
      </Stack>
      {waiting.length > 0 && (
        <List dense aria-label={t('feedback.waitingList')}>
          {waiting.map((entry) => (
            <ListItem key={entry.key} data-testid="feedback-waiting">
              <ListItemText primary={entry.body.text} slotProps={{ primary: { sx: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } } }} />
              <Chip size="small" color="warning" label={t('waiting')} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
