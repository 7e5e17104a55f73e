import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useRunAction, useUpdateManagerProfileMutation } from '@openset/web-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { ProfileLoaded } from './ProfileLoaded';

/** Security (spec section 2): the manager's own two-step sign-in, saved as soon as it is switched. */
export function SecurityScreen() {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const hintId = useId();
  const [save, saving] = useUpdateManagerProfileMutation();
  return (
    <ProfileLoaded title={t('settings.security')}>
      {(profile) => (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
          <FormControlLabel
            control={
              <Switch
                checked={profile.secondaryAuth}
                disabled={saving.isLoading}
                onChange={(event) => void run(() => save({ secondaryAuth: event.target.checked }).unwrap(), 'common:flash.saved')}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
            label={t('settings.secondaryAuth')}
          />
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t('settings.secondaryAuthHint')}
          </Typography>
        </Paper>
      )}
    </ProfileLoaded>
  );
}
