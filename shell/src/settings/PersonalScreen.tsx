import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { LANGS, type ClinicianProfile, type ClinicianProfileUpdate } from '@openset/contracts';
import {
  addAppStrings,
  isApiError,
  PageLayout,
  QueryContent,
  stripAngleBrackets,
  UnsavedChangesPrompt,
  useClinicianProfileQuery,
  usePageTitle,
  useRunAction,
  useUpdateClinicianProfileMutation,
} from '@openset/web-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PERSONAL_NS, settingsPersonalStrings } from './personalStrings';
import { timeoutChoicesWith, timeoutLabel } from './timeoutChoices';

addAppStrings(SETTINGS_PERSONAL_NS, settingsPersonalStrings);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._@-]{2,64}$/;

type PersonalFields = Required<Pick<ClinicianProfileUpdate, 'firstname' | 'lastname' | 'username' | 'email' | 'lang' | 'timeout' | 'showWelcome'>>;

const fieldsOf = (profile: ClinicianProfile): PersonalFields => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  username: profile.username,
  email: profile.email,
  lang: profile.lang,
  timeout: profile.timeout,
  showWelcome: profile.showWelcome,
});

/** Settings > Personal (spec section 2): the saveable profile fields of section 3. */
export function PersonalScreen() {
  const { t } = useTranslation(SETTINGS_PERSONAL_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('title'), common('app.name'));
  const profile = useClinicianProfileQuery();
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <QueryContent query={profile} failed={t('loadFailed')}>
        {(data) => <PersonalForm initial={fieldsOf(data)} />}
      </QueryContent>
    </PageLayout>
  );
}

function PersonalForm({ initial }: { initial: PersonalFields }) {
  const { t } = useTranslation(SETTINGS_PERSONAL_NS);
  const { t: common } = useTranslation('common');
  const [saved, setSaved] = useState(initial);
  const [fields, setFields] = useState(initial);
  const [taken, setTaken] = useState(false);
  const [update, state] = useUpdateClinicianProfileMutation();
  const runAction = useRunAction();
  const set = <K extends keyof PersonalFields>(key: K, value: PersonalFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (key === 'username' || key === 'email') setTaken(false);
  };
  const problems = {
    firstname: fields.firstname.trim() === '' ? t('required') : null,
    lastname: fields.lastname.trim() === '' ? t('required') : null,
    username: USERNAME.test(fields.username.trim()) ? null : t('usernameInvalid'),
    email: EMAIL.test(fields.email.trim()) ? null : t('emailInvalid'),
  };
  const invalid = Object.values(problems).some((problem) => problem !== null);
  const dirty = (Object.keys(fields) as (keyof PersonalFields)[]).some((key) => fields[key] !== saved[key]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || state.isLoading) return;
    const body: PersonalFields = { ...fields, firstname: fields.firstname.trim(), lastname: fields.lastname.trim(), username: fields.username.trim(), email: fields.email.trim() };
    const result = await runAction(() => update(body).unwrap(), 'flash.saved', undefined, (error) => {
      // Another account holds the username or e-mail: said beside the fields.
      const conflict = isApiError(error) && error.code === 'ERROPERATION';
      if (conflict) setTaken(true);
      return conflict;
    });
    if (result) {
      setSaved(body);
      setFields(body);
    }
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={save} noValidate sx={{ maxWidth: 560 }}>
      <UnsavedChangesPrompt dirty={dirty} />
      <TextField label={t('firstname')} required value={fields.firstname} error={!!problems.firstname} helperText={problems.firstname ?? ' '} onChange={(event) => set('firstname', stripAngleBrackets(event.target.value).slice(0, 100))} autoComplete="given-name" />
      <TextField label={t('lastname')} required value={fields.lastname} error={!!problems.lastname} helperText={problems.lastname ?? ' '} onChange={(event) => set('lastname', stripAngleBrackets(event.target.value).slice(0, 100))} autoComplete="family-name" />
      <TextField
        label={t('username')}
        required
        value={fields.username}
        error={!!problems.username || taken}
        helperText={taken ? t('taken') : (problems.username ?? t('usernameHint'))}
        onChange={(event) => set('username', event.target.value.slice(0, 64))}
        autoComplete="username"
      />
      <TextField
        label={t('email')}
        required
        type="email"
        value={fields.email}
        error={!!problems.email || taken}
        helperText={taken ? t('taken') : (problems.email ?? ' ')}
        onChange={(event) => set('email', event.target.value.slice(0, 254))}
        autoComplete="email"
      />
      <TextField select label={t('language')} value={fields.lang} onChange={(event) => set('lang', event.target.value as PersonalFields['lang'])}>
        {LANGS.map((lang) => (
          <MenuItem key={lang} value={lang} lang={lang}>
            {common(`language.${lang}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('timeout')} value={fields.timeout} helperText={t('timeoutHint')} onChange={(event) => set('timeout', Number(event.target.value))}>
        {timeoutChoicesWith(saved.timeout).map((minutes) => {
          const label = timeoutLabel(minutes);
          return (
            <MenuItem key={minutes} value={minutes}>
              {t(label.key, { count: label.count })}
            </MenuItem>
          );
        })}
      </TextField>
      <FormControlLabel control={<Switch checked={fields.showWelcome} onChange={(event) => set('showWelcome', event.target.checked)} />} label={t('showWelcome')} />
      <div>
        <Button type="submit" variant="contained" disabled={invalid || state.isLoading || !dirty}>
          {state.isLoading ? t('saving') : t('save')}
        </Button>
      </div>
    </Stack>
  );
}
