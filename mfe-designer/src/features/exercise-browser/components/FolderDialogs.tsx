import type { ExerciseFolder } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { folderLabel, moveTargets } from '../../../shared/folders';
import { FolderNameDialog as NameDialog, PlacePickerDialog } from '../../../shared/FolderDialogs';

/** Name a new folder or rename one. Mount it to open it. */
export function FolderNameDialog(props: { initial: string; heading: string; busy: boolean; onCancel: () => void; onSave: (title: string) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  return <NameDialog {...props} nameLabel={t('folders.name')} labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }} />;
}

/** Pick where a folder goes: the root or a folder of the same kind that keeps the depth limit. */
export function MoveFolderDialog({ folder, folders, busy, onCancel, onMove }: { folder: ExerciseFolder; folders: ExerciseFolder[]; busy: boolean; onCancel: () => void; onMove: (parentId: string | null) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const options = moveTargets(folders, folder).map((candidate) => ({
    value: candidate?.id ?? '',
    label: candidate ? folderLabel(folders, candidate) : t('folders.root'),
  }));
  return (
    <PlacePickerDialog
      heading={t('folders.moveTitle')}
      label={t('folders.destination')}
      options={options}
      initial={folder.parentId ?? ''}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.move') }}
      busy={busy}
      onCancel={onCancel}
      onPick={(value) => onMove(value || null)}
    />
  );
}
