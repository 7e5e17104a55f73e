import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import type { Client, ClientCreated } from '@openset/contracts';
import { ConfirmDialog, stripAngleBrackets, useLang, useRunAction } from '@openset/web-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useCreateClientMutation, useEmailExistsMutation, useUpdateClientMutation } from '../../clients-api/clientsApi';
import {
  createBody,
  digitsOnly,
  EMPTY_CLIENT_FORM,
  refusedFormFields,
  suggestedKey,
  updateBody,
  validateClientForm,
  type ClientFormErrors,
  type ClientFormField,
  type ClientFormValues,
} from '../model/clientForm';

const fromClient = (client: Client): ClientFormValues => ({
  firstname: client.firstname,
  lastname: client.lastname,
  email: client.email,
  lang: client.lang,
  yearOfBirth: client.yearOfBirth === null ? '' : String(client.yearOfBirth),
  portalUsername: client.portalUsername,
  portalKey: '',
  portalEnabled: client.portalEnabled,
});

/**
 * Add or edit a client (spec sections 2, 3 and 5): names, e-mail, language, year of birth,
 * whether the client may sign in to the portal and, for a new client, the portal username and
 * four-digit key (the year of birth suggested). `PUT /emailExists` first: an e-mail another
 * client has asks "Duplicate client e-mail" before saving. Text refuses < and > and is trimmed.
 * A save the service refuses for a field (a username taken) marks that field. Mount it to open it.
 */
export function ClientDialog({
  client,
  onClose,
  onCreated,
}: {
  client?: Client;
  onClose: () => void;
  onCreated?: (created: ClientCreated) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const titleId = useId();
  const run = useRunAction();
  const creating = !client;
  // A new client's portal language starts as the clinician's own: a French-speaking practice's
  // clients are mostly French-speaking.
  const [values, setValues] = useState<ClientFormValues>(() => (client ? fromClient(client) : { ...EMPTY_CLIENT_FORM, lang }));
  const [keyTouched, setKeyTouched] = useState(false);
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [duplicate, setDuplicate] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [emailExists, existsState] = useEmailExistsMutation();
  const [createClient, createState] = useCreateClientMutation();
  const [updateClient, updateState] = useUpdateClientMutation();
  const busy = existsState.isLoading || createState.isLoading || updateState.isLoading;

  const set = (field: ClientFormField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The key follows the year of birth until the clinician types a key of their own.
      if (field === 'yearOfBirth' && creating && !keyTouched) next.portalKey = suggestedKey(value, new Date().getFullYear());
      return next;
    });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Shows what is wrong beside the fields, the first one focused; false when nothing is. */
  const markFields = (found: ClientFormErrors): boolean => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${titleId}-${first}`)?.focus();
    return first !== undefined;
  };
  const refused = (error: unknown) => markFields(refusedFormFields(error));

  const save = async () => {
    if (client) {
      const done = await run(() => updateClient({ id: client.id, body: updateBody(values) }).unwrap(), 'flash.saved', undefined, refused);
      if (done) onClose();
      return;
    }
    const created = await run(() => createClient(createBody(values)).unwrap(), 'flash.saved', undefined, refused);
    if (created) onCreated?.(created);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (markFields(validateClientForm(values, { creating, thisYear: new Date().getFullYear() }))) return;
    const email = values.email.trim();
    if (client && email.toLowerCase() === client.email.toLowerCase()) return void save();
    const answer = await run(() => emailExists({ email, ...(client ? { exceptId: client.id } : {}) }).unwrap());
    if (!answer) return;
    if (answer.exists) setDuplicate(true);
    else await save();
  };

  const field = (name: ClientFormField, label: string, extra: { helper?: string; required?: boolean; digits?: number; autoFocus?: boolean; type?: string; autoComplete?: string } = {}) => {
    const error = errors[name];
    return (
      <TextField
        id={`${titleId}-${name}`}
        label={label}
        value={values[name]}
        required={extra.required ?? false}
        autoFocus={extra.autoFocus ?? false}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete ?? 'off'}
        error={Boolean(error)}
        helperText={error ? t(`form.errors.${error}`) : extra.helper}
        onChange={(event) => {
          const raw = event.target.value;
          if (name === 'portalKey') setKeyTouched(true);
          set(name, extra.digits ? digitsOnly(raw, extra.digits) : stripAngleBrackets(raw));
        }}
        slotProps={{ htmlInput: { maxLength: extra.digits ?? (name === 'email' ? 254 : 100), ...(extra.digits ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}) } }}
        fullWidth
      />
    );
  };

  const name = `${values.firstname} ${values.lastname}`.trim();
  return (
    <>
      {/* Stays open under the duplicate question, as it was (made anew, it put the focus on First name). */}
      <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>{client ? t('form.editTitle', { name: `${client.firstname} ${client.lastname}` }) : t('form.addTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('firstname', t('form.firstname'), { required: true, autoFocus: true, autoComplete: 'off' })}
                {field('lastname', t('form.lastname'), { required: true })}
              </Stack>
              {field('email', t('form.email'), { required: true, type: 'email' })}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select fullWidth id={`${titleId}-lang`} label={t('form.lang')} value={values.lang} onChange={(event) => setValues({ ...values, lang: event.target.value === 'fr' ? 'fr' : 'en' })}>
                  <MenuItem value="en">English</MenuItem>
                  <MenuItem value="fr">Français</MenuItem>
                </TextField>
                {/* The year is suggested as the key only when adding: editing has no key field. */}
                {field('yearOfBirth', t('form.yearOfBirth'), { digits: 4, ...(creating ? { helper: t('form.yearHint') } : {}) })}
              </Stack>
              <FormControlLabel
                control={<Switch checked={values.portalEnabled} onChange={(event) => setValues({ ...values, portalEnabled: event.target.checked })} />}
                label={t('form.portalEnabled')}
              />
              {creating && (
                <>
                  <Divider />
                  <Typography variant="subtitle2" component="h3">
                    {t('form.portal')}
                  </Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {/* No example as a placeholder: left empty, the service draws a random code (never the names). */}
                    {field('portalUsername', t('form.portalUsername'), { helper: t('form.usernameHint') })}
                    {field('portalKey', t('form.portalKey'), { digits: 4, helper: t('form.keyHint') })}
                  </Stack>
                </>
              )}
              <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
                {existsState.isLoading ? t('form.checking') : ''}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button ref={saveButton} type="submit" variant="contained" disabled={busy}>
              {t('actions.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={duplicate}
        title={t('confirm.duplicateTitle')}
        message={t('confirm.duplicateMessage', { email: values.email.trim(), name })}
        confirmLabel={t('confirm.duplicateConfirm')}
        busy={busy}
        onCancel={() => {
          setDuplicate(false);
          // Save was disabled while the e-mail was checked, so the focus had left it: it goes back
          // there, once the question's own restoring of the focus is done.
          setTimeout(() => saveButton.current?.focus());
        }}
        onConfirm={() => {
          setDuplicate(false);
          void save();
        }}
      />
    </>
  );
}
