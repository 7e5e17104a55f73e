import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { StarBorderIcon, StarIcon } from '../../../shared/icons';

/** A toggle: the name stays "Star <title>", aria-pressed says whether it is starred. */
export function StarButton({ title, starred, busy, onToggle }: { title: string; starred: boolean; busy?: boolean; onToggle: () => void }) {
  const { t } = useTranslation(BROWSER_NS);
  return (
    <Tooltip title={starred ? t('actions.unstar') : t('actions.star')}>
      <IconButton
        aria-label={t('row.star', { title })}
        aria-pressed={starred}
        disabled={busy}
        onClick={onToggle}
        size="small"
        sx={{ color: starred ? '#a15c00' : 'text.secondary' }}
      >
        {starred ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
