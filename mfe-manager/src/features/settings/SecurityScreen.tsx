import { Divider, Stack } from '@mui/material';
import { RecognisedNetworks, SecondaryAuthSwitch, useRunAction, useUpdateManagerProfileMutation } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { ProfileLoaded } from './ProfileLoaded';

/**
 * Security (spec section 2): the manager's own two-step sign-in, saved as soon as it is switched,
 * and the networks the account is recognised from.
 */
export function SecurityScreen() {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const [save, saving] = useUpdateManagerProfileMutation();
  return (
    <ProfileLoaded title={t('settings.security')}>
      {(profile) => (
        <Stack spacing={4} divider={<Divider />} sx={{ maxWidth: 900 }}>
          <SecondaryAuthSwitch
            checked={profile.secondaryAuth}
            saving={saving.isLoading}
            onChange={(secondaryAuth) => void run(() => save({ secondaryAuth }).unwrap(), 'common:flash.saved')}
          />
          <RecognisedNetworks mode="manager" />
        </Stack>
      )}
    </ProfileLoaded>
  );
}
