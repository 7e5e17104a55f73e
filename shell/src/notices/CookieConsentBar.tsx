import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCookieConsent, rememberCookieConsent } from './cookieConsent';
import { NOTICES_NS } from './strings';

/**
 * The cookie consent bar: under the frame's bar until accepted, then not again for 365 days. It
 * takes its own place on the page rather than floating over it, so it never hides what a
 * clinician is working on.
 */
export function CookieConsentBar() {
  const { t } = useTranslation(NOTICES_NS);
  const [shown, setShown] = useState(() => !hasCookieConsent());
  if (!shown) return null;
  return (
    <Paper
      component="section"
      aria-label={t('cookies.label')}
      elevation={0}
      square
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 20rem' }}>
        {t('cookies.text')}
      </Typography>
      <Box>
        <Button
          variant="contained"
          onClick={() => {
            rememberCookieConsent();
            setShown(false);
          }}
        >
          {t('cookies.accept')}
        </Button>
      </Box>
    </Paper>
  );
}
