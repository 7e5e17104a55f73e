import { Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { emailSchema, IDLE_TIMEOUT_MAX, IDLE_TIMEOUT_MIN, LANGS, type Lang, type ManagerProfile } from '@openset/contracts';
import { refusedFields, UnsavedChangesPrompt, useRunAction, useUpdateManagerProfileMutation } from '@openset/web-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { ProfileLoaded } from './ProfileLoaded';

type Field = 'firstname' | 'lastname' | 'username' | 'email' | 'timeout';

/** Personal information (spec section 3, the manager's saveable fields): names, username, e-mail, idle timeout, language. */
export function PersonalScreen() {
  const { t } = useTranslation(NS);
  return <ProfileLoaded title={t('settings.personal')}>{(profile) => <PersonalForm key={profile.id} profile={profile} />}</ProfileLoaded>;
}

function PersonalForm({ profile }: { profile: ManagerProfile }) {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation('common');
  const run = useRunAction();
  const [save, saving] = useUpdateManagerProfileMutation();
  const saved = { firstname: profile.firstname, lastname: profile.lastname, username: profile.username, email: profile.email, timeout: String(profile.timeout), lang: profile.lang };
  const [values, setValues] = useState(saved);
  const dirty = (Object.keys(saved) as (keyof typeof saved)[]).some((name) => values[name] !== saved[name]);
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));
  const limits = { min: IDLE_TIMEOUT_MIN, max: IDLE_TIMEOUT_MAX };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const timeout = Number(values.timeout);
    const found: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) found.username = t('settings.required');
    if (!emailSchema.safeParse(values.email.trim()).success) found.email = t('settings.invalidEmail');
    if (!/^\d+$/.test(values.timeout) || timeout < IDLE_TIMEOUT_MIN || timeout > IDLE_TIMEOUT_MAX) found.timeout = t('settings.invalidTimeout', limits);
    setInvalid(found);
    if (Object.keys(found).length > 0) return;
    const body = { firstname: values.firstname.trim(), lastname: values.lastname.trim(), username: values.username.trim(), email: values.email.trim(), timeout, lang: values.lang };
    await run(() => save(body).unwrap(), 'common:flash.saved', undefined, (error) => {
      const fields = refusedFields(error).filter((field): field is Field => ['firstname', 'lastname', 'username', 'email', 'timeout'].includes(field));
      if (fields.length === 0) return false;
      setInvalid(Object.fromEntries(fields.map((field) => [field, common('errors.general')])));
      return true;
    });
  };

  const field = (name: Field, extra: { type?: string; autoComplete?: string; helper?: string; required?: boolean } = {}) => (
    <TextField
      label={t(`settings.${name}`)}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(invalid[name])}
      helperText={invalid[name] ?? extra.helper}
      required={extra.required}
      type={extra.type}
      autoComplete={extra.autoComplete}
      slotProps={{ htmlInput: { maxLength: name === 'timeout' ? 3 : name === 'email' ? 254 : 100, ...(name === 'timeout' ? { inputMode: 'numeric' } : {}) } }}
      fullWidth
    />
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: 3, maxWidth: 640 }}>
      <UnsavedChangesPrompt dirty={dirty} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('firstname', { autoComplete: 'given-name' })}
          {field('lastname', { autoComplete: 'family-name' })}
        </Stack>
        {field('username', { autoComplete: 'username', required: true })}
        {field('email', { type: 'email', autoComplete: 'email', required: true })}
        {field('timeout', { helper: t('settings.timeoutHint', limits), required: true })}
        <TextField select label={t('settings.language')} value={values.lang} onChange={set('lang')} fullWidth>
          {LANGS.map((lang: Lang) => (
            <MenuItem key={lang} value={lang} lang={lang}>
              {common(`language.${lang}`)}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Button type="submit" variant="contained" loading={saving.isLoading}>
            {t('settings.save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
