import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A labelled progress indicator: screen readers hear what is loading, not just "busy". */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6 }}>
      <CircularProgress size={28} aria-label={text} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
