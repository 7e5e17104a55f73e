import { Alert, Button, Stack } from '@mui/material';
import type { ClinicianProfile } from '@openset/contracts';
import { useAppSelector } from '@openset/web-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_NS } from './strings';
import { TipsDialog } from './TipsDialog';
import { rememberTipsShown, tipsShownFor } from './welcomeOnce';

/**
 * The tips after a clinician signs in (spec section 2: tips welcome dialog, switched off by the
 * profile's showWelcome), once per sign-in. They are offered on one line under the frame's bar,
 * as the other notices are, and open as the six-panel dialog at a click: a dialog over the screen
 * at sign-in would hide the page and hold the keyboard of whoever came to do one thing, and a
 * panel of six tips in the page pushed the work below the fold (decision 020). Managers get none.
 */
export function WelcomeTips({ profile }: { profile: ClinicianProfile }) {
  const { t } = useTranslation(HELP_NS);
  const token = useAppSelector((state) => state.session.csrfToken);
  const [offered, setOffered] = useState(() => profile.showWelcome && token !== null && !tipsShownFor(token));
  const [reading, setReading] = useState(false);

  useEffect(() => {
    if (offered && token) rememberTipsShown(token);
  }, [offered, token]);

  return (
    <>
      {offered && (
        <Stack sx={{ px: 2, pt: 1 }}>
          <Alert
            severity="info"
            role="region"
            aria-label={t('tips.offerLabel')}
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={() => setReading(true)}>
                  {t('tips.show')}
                </Button>
                <Button color="inherit" onClick={() => setOffered(false)}>
                  {t('tips.notNow')}
                </Button>
              </Stack>
            }
          >
            {t('tips.offer')}
          </Alert>
        </Stack>
      )}
      <TipsDialog
        open={reading}
        showWelcome={profile.showWelcome}
        onClose={() => {
          setReading(false);
          setOffered(false);
          // The button that opened the tips goes with the offer: the keyboard goes on to the page's content.
          document.getElementById('main')?.focus();
        }}
      />
    </>
  );
}
