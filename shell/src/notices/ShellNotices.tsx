import { Alert, Button, Stack } from '@mui/material';
import { addAppStrings } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { CookieConsentBar } from './CookieConsentBar';
import { NOTICES_NS, noticesStrings } from './strings';
import { useNewVersion } from './useNewVersion';
import { useOtherTab } from './useOtherTab';

addAppStrings(NOTICES_NS, noticesStrings);

/** The signed-in frame's notices: another tab took over, a new version is deployed, cookies. */
export function ShellNotices() {
  const { t } = useTranslation(NOTICES_NS);
  const otherTab = useOtherTab();
  const newVersion = useNewVersion();
  return (
    <>
      {(otherTab || newVersion) && (
        <Stack spacing={1} sx={{ px: 2, pt: 1 }}>
          {otherTab && (
            <Alert severity="warning" role="alert" action={<Button color="inherit" onClick={() => location.reload()}>{t('otherTab.reload')}</Button>}>
              {t('otherTab.text')}
            </Alert>
          )}
          {newVersion && (
            <Alert severity="info" role="status" action={<Button color="inherit" onClick={() => location.reload()}>{t('newVersion.refresh')}</Button>}>
              {t('newVersion.text')}
            </Alert>
          )}
        </Stack>
      )}
      <CookieConsentBar />
    </>
  );
}
