import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorOutlineIcon } from './icons';

export interface ErrorPanelProps {
  /** Already translated message; defaults to the general apology. */
  message?: string;
  hint?: string;
  onRetry?: () => void;
}

/** An error in place of content that could not be shown, with a way to try again. */
export function ErrorPanel({ message, hint, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Paper variant="outlined" role="alert" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 40, mb: 1 }} />
        <Typography variant="h2" component="h2" gutterBottom>
          {t('errors.panelTitle')}
        </Typography>
        <Typography color="text.secondary">{message ?? t('errors.general')}</Typography>
        {hint && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {hint}
          </Typography>
        )}
        {onRetry && (
          <Button variant="contained" onClick={onRetry} sx={{ mt: 3 }}>
            {t('actions.retry')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
