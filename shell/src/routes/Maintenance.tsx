import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown when the API answers 503 (spec section 8). */
export function Maintenance() {
  const { t } = useTranslation('common');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 5, maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom>
          {t('maintenance.title')}
        </Typography>
        <Typography color="text.secondary">{t('maintenance.body')}</Typography>
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.assign('/')}>
          {t('maintenance.back')}
        </Button>
      </Paper>
    </Box>
  );
}
