import { Button, LinearProgress, Stack } from '@mui/material';
import { MIN_PASSWORD_LENGTH, type PasswordChange } from '@openset/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { useRunAction } from '../list/useRunAction';
import { PageLayout } from './PageLayout';
import { PasswordField } from './PasswordField';
import { passwordStrength } from './passwordStrength';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { usePageTitle } from './usePageTitle';

const METER = { tooWeak: 20, good: 60, strong: 100 } as const;
const METER_COLOUR = { tooWeak: 'error', good: 'warning', strong: 'success' } as const;

/**
 * Settings > Password of both modes (spec sections 2 and 5): the current password, the new one
 * twice with the strength meter and its labels; a wrong current password (ERRPERMISSION) says
 * 'Wrong Password' under its field. `change` is the mode's own password route; the service ends
 * the account's other sessions when it changes.
 */
export function PasswordChangeForm({ change, changing }: { change: (body: PasswordChange) => Promise<unknown>; changing: boolean }) {
  const { t } = useTranslation('common');
  usePageTitle(t('password.title'), t('app.name'));
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [wrong, setWrong] = useState(false);
  const runAction = useRunAction();
  const strength = passwordStrength(password);
  const ready = current !== '' && password.length >= MIN_PASSWORD_LENGTH && strength !== 'tooWeak' && confirm === password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || changing) return;
    const done = await runAction(() => change({ currentPassword: current, newPassword: password }), 'common:password.changed', undefined, (error) => {
      const refused = isApiError(error) && error.code === 'ERRPERMISSION';
      if (refused) setWrong(true);
      return refused;
    });
    if (done !== null) {
      setCurrent('');
      setPassword('');
      setConfirm('');
    }
  };

  return (
    <PageLayout title={t('password.title')} subtitle={t('password.subtitle', { min: MIN_PASSWORD_LENGTH })}>
      <UnsavedChangesPrompt dirty={current !== '' || password !== '' || confirm !== ''} />
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
        <PasswordField
          label={t('password.current')}
          required
          autoComplete="current-password"
          value={current}
          error={wrong}
          helperText={wrong ? t('password.wrong') : ' '}
          slotProps={{ htmlInput: { maxLength: 256 } }}
          onChange={(event) => {
            setCurrent(event.target.value);
            setWrong(false);
          }}
        />
        <Stack spacing={0.5}>
          <PasswordField
            label={t('password.new')}
            required
            autoComplete="new-password"
            value={password}
            helperText={password ? t('password.strength', { level: t(`password.${strength}`) }) : ' '}
            slotProps={{ htmlInput: { maxLength: 256 }, formHelperText: { 'aria-live': 'polite' } as object }}
            onChange={(event) => setPassword(event.target.value)}
          />
          {password && <LinearProgress variant="determinate" value={METER[strength]} color={METER_COLOUR[strength]} aria-hidden />}
        </Stack>
        <PasswordField
          label={t('password.confirm')}
          required
          autoComplete="new-password"
          value={confirm}
          error={confirm !== '' && confirm !== password}
          helperText={confirm ? t(confirm === password ? 'password.match' : 'password.mismatch') : ' '}
          slotProps={{ htmlInput: { maxLength: 256 }, formHelperText: { 'aria-live': 'polite' } as object }}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <div>
          <Button type="submit" variant="contained" disabled={!ready || changing}>
            {changing ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </Stack>
    </PageLayout>
  );
}
