import { Button, LinearProgress, Stack, TextField } from '@mui/material';
import { authRoutes, MIN_PASSWORD_LENGTH, type PasswordChange } from '@openset/contracts';
import { addAppStrings, api, isApiError, PageLayout, routeMutation, usePageTitle, useRunAction } from '@openset/web-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../signin/passwordStrength';
import { SETTINGS_PERSONAL_NS, settingsPersonalStrings } from './personalStrings';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

addAppStrings(SETTINGS_PERSONAL_NS, settingsPersonalStrings);

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: routeMutation(build, authRoutes.clinicianPassword, { call: (body: PasswordChange) => ({ body }), extraOptions: { silent: true } }),
  }),
});

const METER = { tooWeak: 20, good: 60, strong: 100 } as const;
const METER_COLOUR = { tooWeak: 'error', good: 'warning', strong: 'success' } as const;

/**
 * Settings > Password (spec sections 2 and 5): the current password, the new one twice with the
 * strength meter and its labels; a wrong current password says 'Wrong Password' under its field.
 * The service ends the account's other sessions when it changes.
 */
export function PasswordScreen() {
  const { t } = useTranslation(SETTINGS_PERSONAL_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('password.title'), common('app.name'));
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [wrong, setWrong] = useState(false);
  const [change, state] = passwordApi.useChangePasswordMutation();
  const runAction = useRunAction();
  const strength = passwordStrength(password);
  const ready = current !== '' && password.length >= MIN_PASSWORD_LENGTH && strength !== 'tooWeak' && confirm === password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || state.isLoading) return;
    const done = await runAction(() => change({ currentPassword: current, newPassword: password }).unwrap(), `${SETTINGS_PERSONAL_NS}:password.changed`, undefined, (error) => {
      const refused = isApiError(error) && error.code === 'ERRPERMISSION';
      if (refused) setWrong(true);
      return refused;
    });
    if (done) {
      setCurrent('');
      setPassword('');
      setConfirm('');
    }
  };

  return (
    <PageLayout title={t('password.title')} subtitle={t('password.subtitle', { min: MIN_PASSWORD_LENGTH })}>
      <UnsavedChangesPrompt dirty={current !== '' || password !== '' || confirm !== ''} />
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
        <TextField
          label={t('password.current')}
          type="password"
          required
          autoComplete="current-password"
          value={current}
          error={wrong}
          helperText={wrong ? t('password.wrong') : ' '}
          onChange={(event) => {
            setCurrent(event.target.value.slice(0, 256));
            setWrong(false);
          }}
        />
        <Stack spacing={0.5}>
          <TextField
            label={t('password.new')}
            type="password"
            required
            autoComplete="new-password"
            value={password}
            helperText={password ? t('password.strength', { level: t(`password.${strength}`) }) : ' '}
            slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
            onChange={(event) => setPassword(event.target.value.slice(0, 256))}
          />
          {password && <LinearProgress variant="determinate" value={METER[strength]} color={METER_COLOUR[strength]} aria-hidden />}
        </Stack>
        <TextField
          label={t('password.confirm')}
          type="password"
          required
          autoComplete="new-password"
          value={confirm}
          error={confirm !== '' && confirm !== password}
          helperText={confirm ? t(confirm === password ? 'password.match' : 'password.mismatch') : ' '}
          slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
          onChange={(event) => setConfirm(event.target.value.slice(0, 256))}
        />
        <div>
          <Button type="submit" variant="contained" disabled={!ready || state.isLoading}>
            {state.isLoading ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </Stack>
    </PageLayout>
  );
}
