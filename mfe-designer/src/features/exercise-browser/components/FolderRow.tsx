import { Box, ButtonBase, Typography } from '@mui/material';
import type { ExerciseFolder } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { ChevronRightIcon, FolderIcon } from '../../../shared/icons';

/** A subfolder in the list: opens on click, and takes elements dropped on it. */
export function FolderRow({ folder, onOpen }: { folder: ExerciseFolder; onOpen: () => void }) {
  const { t } = useTranslation(BROWSER_NS);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={t('list.openFolder', { title: folder.title })}
      sx={{ width: '100%', height: '100%', justifyContent: 'flex-start', gap: 1.5, px: 2, textAlign: 'left', '&.Mui-focusVisible': { outline: '3px solid #1c5fa8', outlineOffset: '-3px' } }}
    >
      <Box sx={{ width: 48, height: 40, display: 'grid', placeItems: 'center', borderRadius: 1, bgcolor: 'rgba(11, 95, 115, 0.08)', color: 'primary.main' }}>
        <FolderIcon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {folder.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('list.folder')}
        </Typography>
      </Box>
      <ChevronRightIcon sx={{ color: 'text.secondary' }} />
    </ButtonBase>
  );
}
