import { Box, Paper, Typography } from '@mui/material';
import { PageLayout } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/** Placeholder until the portal screens land: a titled page, in both languages. */
export function PortalPage() {
  const { t } = useTranslation(NS);
  // The portal is shown outside the clinician frame, so it brings its own main landmark.
  return (
    <Box component="main">
      <PageLayout title={t('title')}>
        <Paper variant="outlined" sx={{ p: 4 }}>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Paper>
      </PageLayout>
    </Box>
  );
}
