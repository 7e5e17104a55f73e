import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { FOLDER_KINDS, MAX_FOLDER_SET_EXERCISES, type FolderKind } from '@openset/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeTextField } from '../../exercise-browser/components/SafeTextField';
import { useSetFoldersQuery } from '../../sets-api/setsApi';
import { BUILDER_NS } from '../i18n/strings';

export interface TemplateDestination {
  savename: string;
  folderId: string | null;
  folderKind: FolderKind;
}

/** Folders are listed as paths (`Knee › Post-op`); the roots of each kind come first. */
const ROOT = (kind: FolderKind) => `root:${kind}`;

/**
 * Save as template: its name and a folder among those the clinician may write to (own, and the
 * team's or organisation's when shared read-write). Loaded lazily by the builder.
 */
export default function SaveTemplateDialog(props: {
  initialSavename: string;
  exerciseCount: number;
  busy: boolean;
  onCancel: () => void;
  onSave: (destination: TemplateDestination) => void;
}) {
  const { t } = useTranslation(BUILDER_NS);
  const titleId = useId();
  const folders = useSetFoldersQuery();
  const [savename, setSavename] = useState(props.initialSavename);
  const [folder, setFolder] = useState(ROOT('user'));
  const all = folders.data?.items ?? [];
  const byId = new Map(all.map((f) => [f.id, f]));
  const path = (id: string | null): string[] => {
    const found = id ? byId.get(id) : undefined;
    return found ? [...path(found.parentId), found.title] : [];
  };
  const writable = all.filter((f) => !f.readOnly);
  const kinds = FOLDER_KINDS.filter((kind) => kind === 'user' || writable.some((f) => f.type === kind));
  const options = [
    ...kinds.map((kind) => ({ value: ROOT(kind), label: t('save.rootOf', { kind: t(`save.kinds.${kind}`) }) })),
    ...writable
      .map((f) => ({ value: f.id, label: `${t(`save.kinds.${f.type}`)} › ${path(f.id).join(' › ')}` }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const tooMany = props.exerciseCount > MAX_FOLDER_SET_EXERCISES;
  const submit = () => {
    const name = savename.trim();
    if (!name || tooMany) return;
    const chosen = byId.get(folder);
    props.onSave({
      savename: name,
      folderId: chosen?.id ?? null,
      folderKind: chosen?.type ?? (folder.slice('root:'.length) as FolderKind),
    });
  };

  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{t('save.templateTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SafeTextField
              autoFocus
              required
              label={t('save.savename')}
              value={savename}
              onChange={(value) => setSavename(value.slice(0, 200))}
            />
            <TextField
              select
              label={t('save.folder')}
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              disabled={folders.isLoading}
              helperText={folders.isLoading ? t('save.folderLoading') : undefined}
            >
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            {tooMany && (
              <Typography role="alert" color="error">
                {t('save.tooMany', { max: MAX_FOLDER_SET_EXERCISES })}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>{t('presets.close')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy || !savename.trim() || tooMany}>
            {props.busy ? t('save.saving') : t('save.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
