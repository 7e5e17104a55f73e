import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import type { ExerciseFolder } from '@openset/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { folderLabel, moveTargets } from '../model/folders';
import { cleanText } from '../model/text';
import { SafeTextField } from './SafeTextField';

/** Name a new folder or rename one. Mount it to open it. */
export function FolderNameDialog({ initial, heading, busy, onCancel, onSave }: { initial: string; heading: string; busy: boolean; onCancel: () => void; onSave: (title: string) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const titleId = useId();
  const [title, setTitle] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanText(title);
    if (clean) onSave(clean);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent>
        <SafeTextField label={t('folders.name')} required autoFocus fullWidth value={title} onChange={setTitle} slotProps={{ htmlInput: { maxLength: 120 } }} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy || !cleanText(title)}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Pick where a folder goes: the root or a folder of the same kind that keeps the depth limit. */
export function MoveFolderDialog({ folder, folders, busy, onCancel, onMove }: { folder: ExerciseFolder; folders: ExerciseFolder[]; busy: boolean; onCancel: () => void; onMove: (parentId: string | null) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const titleId = useId();
  const [target, setTarget] = useState(folder.parentId ?? '');
  const targets = moveTargets(folders, folder);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('folders.moveTitle')}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth label={t('folders.destination')} value={target} onChange={(event) => setTarget(event.target.value)} sx={{ mt: 1 }}>
          {targets.map((candidate) => (
            <MenuItem key={candidate?.id ?? 'root'} value={candidate?.id ?? ''}>
              {candidate ? folderLabel(folders, candidate) : t('folders.root')}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={busy || target === (folder.parentId ?? '')} onClick={() => onMove(target || null)}>
          {t('actions.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
