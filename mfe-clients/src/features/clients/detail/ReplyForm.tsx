import { Box, Button, Stack, TextField } from '@mui/material';
import { stripAngleBrackets, useRunAction } from '@openset/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useReplyToClientMutation } from '../../clients-api/clientsApi';

/**
 * A message to the client, above their messages: the client reads it in the portal, marked new
 * until they have. Sending it reads the client's messages too (a reply answers them).
 */
export function ReplyForm({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const [reply, state] = useReplyToClientMutation();
  const [text, setText] = useState('');
  // Sending an empty box says what is missing, beside the box.
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    if (await run(() => reply({ id: clientId, text: text.trim() }).unwrap(), `${NS}:feedback.sent`)) {
      setText('');
      field.current?.focus();
    }
  };

  return (
    <Stack component="form" noValidate spacing={1} sx={{ mb: 2 }} onSubmit={(event) => void submit(event)}>
      <TextField
        inputRef={field}
        label={t('feedback.reply', { name: clientName })}
        multiline
        minRows={2}
        value={text}
        onChange={(event) => {
          setText(stripAngleBrackets(event.target.value));
          setEmpty(false);
        }}
        error={empty}
        helperText={empty ? t('feedback.replyEmpty') : t('feedback.replyHelp')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={state.isLoading}>
          {t('feedback.send')}
        </Button>
      </Box>
    </Stack>
  );
}
