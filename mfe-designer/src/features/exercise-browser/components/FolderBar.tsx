import { Box, Button, IconButton, Tooltip } from '@mui/material';
import type { ExerciseFolder } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { DeleteIcon, EditIcon, FolderIcon } from '../../../shared/icons';

export type FolderCommand = 'rename' | 'move' | 'delete';

/** Where the custom tab is (breadcrumbs) and what can be done with that folder. */
export function FolderBar({
  path,
  current,
  onOpen,
  onCommand,
}: {
  path: ExerciseFolder[];
  current: ExerciseFolder | null;
  onOpen: (folderId: string | null) => void;
  onCommand: (command: FolderCommand, folder: ExerciseFolder) => void;
}) {
  const { t } = useTranslation(BROWSER_NS);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 48, borderBottom: 1, borderColor: 'divider' }}>
      <FolderIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FolderBreadcrumbs path={path} onOpen={onOpen} />
      </Box>
      {current && !current.readOnly && (
        <Box role="group" aria-label={t('actions.folderActions')} sx={{ display: 'flex', alignItems: 'center' }}>
          <Tooltip title={t('actions.rename')}>
            <IconButton size="small" aria-label={t('actions.rename')} onClick={() => onCommand('rename', current)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Button size="small" onClick={() => onCommand('move', current)}>
            {t('actions.move')}
          </Button>
          <Tooltip title={t('actions.delete')}>
            <IconButton size="small" aria-label={t('actions.delete')} onClick={() => onCommand('delete', current)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
