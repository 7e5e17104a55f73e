import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX, FEEDBACK_PAGE_MAX, type FeedbackKind } from '@openset/contracts';
import { isApiError, stripAngleBrackets, useRunAction } from '@openset/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSendClinicianFeedbackMutation, useSendManagerFeedbackMutation } from './helpApi';
import { HELP_NS } from './strings';

interface FeedbackDialogProps {
  open: boolean;
  role: 'clinician' | 'manager';
  onClose: () => void;
}

/**
 * Feedback (spec section 2) to the people who run OpenSet, through the notifications service:
 * what kind, the message, and whether they may answer. Sent, it closes with the thanks flash; too
 * many in an hour is said in the dialog, which keeps the message.
 */
export function FeedbackDialog({ open, role, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation(HELP_NS);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('feedback.title')}</DialogTitle>
      {/* Mounted while open only: each opening starts with an empty form. */}
      {open && <FeedbackForm role={role} onClose={onClose} />}
    </Dialog>
  );
}

function FeedbackForm({ role, onClose }: Omit<FeedbackDialogProps, 'open'>) {
  const { t } = useTranslation(HELP_NS);
  const { pathname } = useLocation();
  const [kind, setKind] = useState<FeedbackKind>('idea');
  const [message, setMessage] = useState('');
  const [mayContact, setMayContact] = useState(false);
  const [tried, setTried] = useState(false);
  const [limited, setLimited] = useState(false);
  const [sendClinician, clinicianState] = useSendClinicianFeedbackMutation();
  const [sendManager, managerState] = useSendManagerFeedbackMutation();
  const runAction = useRunAction();
  const kindLabelId = useId();
  const sending = clinicianState.isLoading || managerState.isLoading;
  const missing = message.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || sending) return;
    // A designer's address with many open sets can be long: its start says where it was sent from.
    const body = { kind, message: message.trim(), mayContact, page: pathname.slice(0, FEEDBACK_PAGE_MAX) };
    const sent = await runAction(() => (role === 'clinician' ? sendClinician(body) : sendManager(body)).unwrap(), 'common:flash.thanks', undefined, (error) => {
      const tooMany = isApiError(error) && error.code === 'ERRRATELIMIT';
      setLimited(tooMany);
      return tooMany;
    });
    if (sent) onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography>{t('feedback.intro')}</Typography>
          {limited && (
            <Alert severity="warning" role="alert">
              {t('feedback.rateLimited')}
            </Alert>
          )}
          <FormControl>
            <FormLabel id={kindLabelId}>{t('feedback.kind')}</FormLabel>
            <RadioGroup row aria-labelledby={kindLabelId} value={kind} onChange={(event) => setKind(event.target.value as FeedbackKind)}>
              {FEEDBACK_KINDS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`feedback.kinds.${value}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={t('feedback.message')}
            required
            multiline
            minRows={4}
            maxRows={12}
            value={message}
            onChange={(event) => setMessage(stripAngleBrackets(event.target.value).slice(0, FEEDBACK_MESSAGE_MAX))}
            error={tried && missing}
            helperText={tried && missing ? t('feedback.messageRequired') : t('feedback.messageHint', { count: message.length, max: FEEDBACK_MESSAGE_MAX })}
            autoFocus
          />
          <FormControlLabel control={<Checkbox checked={mayContact} onChange={(event) => setMayContact(event.target.checked)} />} label={t('feedback.mayContact')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? t('feedback.sending') : t('feedback.send')}
        </Button>
      </DialogActions>
    </form>
  );
}
