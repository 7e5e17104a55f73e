import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { SET_EMAIL_SUBJECT_MAX } from '@openset/contracts';
import { addAppStrings, LoadingState, selectSession, stripAngleBrackets, useAppSelector, useClinicianProfileQuery, useRunAction, visuallyHidden } from '@openset/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { headerFor, readPdfChoices } from '../set-pdf/pdfPreferences';
import { usePdfHeaderFootersQuery } from '../set-pdf/setPdfApi';
import { useEmailSetMutation } from './setEmailApi';
import { SET_EMAIL_NS, setEmailStrings } from './strings';

addAppStrings(SET_EMAIL_NS, setEmailStrings);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The E-mail set dialog (spec section 2): subject, message and CC filled from the clinician's
 * profile (Settings > Client e-mail), the PDF as an attachment when ticked, and Send. The server
 * adds the program, the portal link and the signature in the client's language. Success flashes
 * 'E-mail sent.'; a refusal flashes the catalogue's message (demo, daily max, no client
 * address). Loaded lazily by the set builder.
 */
export default function EmailSetDialog({ setId, title, unsaved, onClose }: { setId: string; title: string; unsaved: boolean; onClose: () => void }) {
  const { t } = useTranslation(SET_EMAIL_NS);
  const profile = useClinicianProfileQuery();
  if (!profile.data) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
        <DialogContent>
          <LoadingState label={t('loading')} />
        </DialogContent>
      </Dialog>
    );
  }
  return <EmailForm setId={setId} title={title} unsaved={unsaved} onClose={onClose} defaults={profile.data} />;
}

function EmailForm({
  setId,
  title,
  unsaved,
  onClose,
  defaults,
}: {
  setId: string;
  title: string;
  unsaved: boolean;
  onClose: () => void;
  defaults: { clientEmailBody: string; clientEmailCC: string; headerFooterId: string | null };
}) {
  const { t } = useTranslation(SET_EMAIL_NS);
  const titleId = useId();
  const [subject, setSubject] = useState(() => t('subjectDefault', { title }).slice(0, SET_EMAIL_SUBJECT_MAX));
  const [body, setBody] = useState(defaults.clientEmailBody);
  const [cc, setCc] = useState(defaults.clientEmailCC);
  const [attachPdf, setAttachPdf] = useState(false);
  const [emailSet, state] = useEmailSetMutation();
  const runAction = useRunAction();
  const { accountId } = useAppSelector(selectSession);
  // The attached PDF is made as the PDF options dialog last made one (templates, size, days, header).
  const headers = usePdfHeaderFootersQuery(undefined, { skip: !attachPdf });
  const ccInvalid = cc.trim() !== '' && !EMAIL.test(cc.trim());
  const canSend = subject.trim() !== '' && !ccInvalid && !state.isLoading && !(attachPdf && headers.isFetching);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const choices = readPdfChoices(accountId);
    const offered = (headers.data?.items ?? []).map((item) => item.id);
    const pdf = attachPdf
      ? { templates: choices.templates, size: choices.size, trackingDays: choices.trackingDays, headerFooterId: headerFor(choices.header, offered, headers.data?.selectedId ?? defaults.headerFooterId) }
      : undefined;
    const sent = await runAction(() => emailSet({ id: setId, body: { subject: subject.trim(), body: body.trim(), cc: cc.trim(), attachPdf, pdf } }).unwrap(), 'flash.emailSent');
    if (sent) onClose();
  };

  return (
    <Dialog open onClose={state.isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={send} noValidate>
        <DialogTitle id={titleId}>{t('title', { title })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('intro')}</DialogContentText>
            {unsaved && <Alert severity="info">{t('unsaved')}</Alert>}
            <TextField
              label={t('subject')}
              value={subject}
              required
              autoFocus
              onChange={(event) => setSubject(stripAngleBrackets(event.target.value).slice(0, SET_EMAIL_SUBJECT_MAX))}
              slotProps={{ htmlInput: { maxLength: SET_EMAIL_SUBJECT_MAX } }}
            />
            <TextField
              label={t('body')}
              value={body}
              multiline
              minRows={4}
              helperText={t('bodyHint')}
              onChange={(event) => setBody(stripAngleBrackets(event.target.value).slice(0, 5000))}
            />
            <TextField
              label={t('cc')}
              type="email"
              value={cc}
              error={ccInvalid}
              helperText={ccInvalid ? t('ccInvalid') : undefined}
              onChange={(event) => setCc(event.target.value.slice(0, 254))}
            />
            <FormControlLabel control={<Checkbox checked={attachPdf} onChange={(event) => setAttachPdf(event.target.checked)} />} label={t('attachPdf')} />
            {attachPdf && <DialogContentText variant="body2">{t('attachPdfHint')}</DialogContentText>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={state.isLoading}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSend}>
            {state.isLoading ? t('sending') : t('send')}
          </Button>
        </DialogActions>
        <Box component="span" role="status" sx={visuallyHidden}>
          {state.isLoading ? t('sending') : ''}
        </Box>
      </form>
    </Dialog>
  );
}
