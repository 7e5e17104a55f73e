import { Divider, Stack } from '@mui/material';
import {
  addAppStrings,
  PageLayout,
  QueryContent,
  RecognisedNetworks,
  SecondaryAuthSwitch,
  useClinicianProfileQuery,
  usePageTitle,
  useRunAction,
  useUpdateClinicianProfileMutation,
} from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { ApiKeysSection } from './ApiKeysSection';
import { SETTINGS_SECURITY_NS, settingsSecurityStrings } from './securityScreenStrings';

addAppStrings(SETTINGS_SECURITY_NS, settingsSecurityStrings);

/**
 * Settings > Security of a clinician (spec section 2): two-step sign-in (saved at once through the
 * profile; on and fixed when the staff member's team requires it), API keys, and the networks
 * the account is recognised from.
 */
export function SecurityScreen() {
  const { t } = useTranslation(SETTINGS_SECURITY_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('title'), common('app.name'));
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Stack spacing={4} divider={<Divider />} sx={{ maxWidth: 900 }}>
        <SecondaryAuth />
        <ApiKeysSection />
        <RecognisedNetworks mode="clinician" />
      </Stack>
    </PageLayout>
  );
}

function SecondaryAuth() {
  const { t } = useTranslation(SETTINGS_SECURITY_NS);
  const profile = useClinicianProfileQuery();
  const [save, saving] = useUpdateClinicianProfileMutation();
  const run = useRunAction();
  return (
    <QueryContent query={profile} failed={t('loadFailed')}>
      {(data) => (
        <SecondaryAuthSwitch
          checked={data.secondaryAuth}
          teamRequires={data.teamSecondaryAuth === true}
          saving={saving.isLoading}
          onChange={(secondaryAuth) => void run(() => save({ secondaryAuth }).unwrap(), 'common:flash.saved')}
        />
      )}
    </QueryContent>
  );
}
