import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import type { KindFilter, KindFilters } from '../model/filters';
import { LayersIcon, ImageIcon } from '../../../shared/icons';

/** Two independent toggles (aria-pressed); the slice keeps at least one on (model/filters). */
export function KindFilterButtons({ value, onToggle }: { value: KindFilters; onToggle: (which: KindFilter) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  return (
    <ToggleButtonGroup
      size="small"
      aria-label={t('kinds.label')}
      sx={{
        flex: 'none',
        '& .MuiToggleButton-root': { color: 'text.secondary', fontWeight: 600 },
        '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark', bgcolor: 'rgba(11, 95, 115, 0.12)' },
        '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'rgba(11, 95, 115, 0.18)' },
      }}
    >
      <ToggleButton value="exercises" selected={value.exercises} onChange={() => onToggle('exercises')} sx={{ gap: 0.75, px: 1.5 }}>
        <ImageIcon fontSize="small" />
        {t('kinds.exercises')}
      </ToggleButton>
      <ToggleButton value="stacks" selected={value.stacks} onChange={() => onToggle('stacks')} sx={{ gap: 0.75, px: 1.5 }}>
        <LayersIcon fontSize="small" />
        {t('kinds.stacks')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
