import { Button, Paper, Stack, Typography } from '@mui/material';
import { authRoutes, MIN_PASSWORD_LENGTH, type PasswordChange } from '@openset/contracts';
import { api, PageLayout, PasswordField, routeMutation, useRunAction } from '@openset/web-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 'Wrong Password' and the rest are flashed by the screen (useRunAction).
    changeManagerPassword: routeMutation(build, authRoutes.managerPassword, { call: (body: PasswordChange) => ({ body }), extraOptions: { silent: true } }),
  }),
});
const { useChangeManagerPasswordMutation } = passwordApi;

/** Password (spec section 5): the current one, then the new one twice with the match messages. */
export function PasswordScreen() {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const [change, changing] = useChangeManagerPasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const min = { min: MIN_PASSWORD_LENGTH };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return setProblem(t('settings.tooShort', min));
    if (next !== confirm) return setProblem(t('settings.mismatch'));
    setProblem(null);
    const done = await run(() => change({ currentPassword: current, newPassword: next }).unwrap(), `${NS}:settings.passwordChanged`);
    if (done) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  };

  return (
    <PageLayout title={t('settings.password')} subtitle={t('settings.passwordIntro', min)}>
      <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: 3, maxWidth: 640 }}>
        <Stack spacing={2.5}>
          <PasswordField label={t('settings.currentPassword')} value={current} onChange={(event) => setCurrent(event.target.value)} required fullWidth slotProps={{ htmlInput: { maxLength: 256 } }} />
          <PasswordField
            label={t('settings.newPassword')}
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            required
            fullWidth
            error={problem === t('settings.tooShort', min)}
            slotProps={{ htmlInput: { maxLength: 256 } }}
          />
          <PasswordField
            label={t('settings.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            required
            fullWidth
            helperText={confirm ? t(confirm === next ? 'settings.match' : 'settings.mismatch') : ' '}
            slotProps={{ htmlInput: { maxLength: 256 }, formHelperText: { 'aria-live': 'polite' } as object }}
          />
          {problem && (
            <Typography color="error" role="alert">
              {problem}
            </Typography>
          )}
          <div>
            <Button type="submit" variant="contained" loading={changing.isLoading} disabled={!current || !next || !confirm}>
              {t('settings.changePassword')}
            </Button>
          </div>
        </Stack>
      </Paper>
    </PageLayout>
  );
}
