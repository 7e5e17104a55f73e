import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { SELECTION_CAP } from '../model/selection';
import { PlaylistAddIcon } from '../../../shared/icons';

/** Result count on the left; selection count and its actions on the right. */
export function SelectionBar({
  total,
  showTotal,
  selected,
  onClear,
  onAddToSet,
}: {
  total: number;
  showTotal: boolean;
  selected: number;
  onClear: () => void;
  onAddToSet: () => void;
}) {
  const { t } = useTranslation(BROWSER_NS);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 52, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ flex: 1, minWidth: 120 }}>
        {showTotal ? t('list.count', { count: total }) : ''}
      </Typography>
      {selected > 0 && (
        <>
          <Typography variant="body2" role="status" aria-live="polite" data-testid="selection-count">
            <strong>{t('selection.count', { count: selected })}</strong>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('selection.max', { max: SELECTION_CAP })}
            </Box>
          </Typography>
          <Button size="small" onClick={onClear}>
            {t('selection.clear')}
          </Button>
        </>
      )}
      <Button size="small" variant="contained" startIcon={<PlaylistAddIcon />} disabled={selected === 0} onClick={onAddToSet}>
        {t('selection.addToSet')}
      </Button>
    </Box>
  );
}
