import { Paper, Typography } from '@mui/material';
import { PageLayout } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/** Placeholder until the teams screens land: a titled page, in both languages. */
export function TeamsPage() {
  const { t } = useTranslation(NS);
  return (
    <PageLayout title={t('title')}>
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Paper>
    </PageLayout>
  );
}
