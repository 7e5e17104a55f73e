import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { AddIcon } from '../../../shared/icons';

export type NewKind = 'exercise' | 'stack' | 'folder';

/** "New": an exercise or a stack anywhere, a folder on the custom tab. */
export function NewMenu({ allowFolder, onChoose }: { allowFolder: boolean; onChoose: (kind: NewKind) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (kind: NewKind) => {
    setAnchor(null);
    onChoose(kind);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<AddIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {t('actions.new')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('exercise')}>{t('actions.newExercise')}</MenuItem>
        <MenuItem onClick={() => choose('stack')}>{t('actions.newStack')}</MenuItem>
        {allowFolder && <MenuItem onClick={() => choose('folder')}>{t('actions.newFolder')}</MenuItem>}
      </Menu>
    </>
  );
}
