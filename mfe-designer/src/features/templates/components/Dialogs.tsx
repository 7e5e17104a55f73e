import type { ExerciseFolder, FolderKind } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { folderLabel, moveTargets } from '../../../shared/folders';
import { FolderNameDialog as NameDialog, PlacePickerDialog } from '../../../shared/FolderDialogs';
import { TEMPLATES_NS } from '../i18n/strings';

/** Name a new folder or rename one. Mount it to open it. */
export function FolderNameDialog({ submitLabel, ...props }: { initial: string; heading: string; submitLabel: string; busy: boolean; onCancel: () => void; onSave: (title: string) => void }) {
  const { t } = useTranslation(TEMPLATES_NS);
  return <NameDialog {...props} nameLabel={t('folder.name')} labels={{ cancel: t('actions.cancel'), submit: submitLabel }} />;
}

/** A destination picker of this page: a select of places, then Move. */
function PickerDialog(props: { heading: string; label: string; options: { value: string; label: string }[]; initial: string; busy: boolean; onCancel: () => void; onPick: (value: string) => void }) {
  const { t } = useTranslation(TEMPLATES_NS);
  return <PlacePickerDialog {...props} labels={{ cancel: t('actions.cancel'), submit: t('actions.move') }} />;
}

/** Where a folder goes: its root or a folder of the same kind that keeps the depth limit. */
export function MoveFolderDialog({ folder, folders, busy, onCancel, onMove }: { folder: ExerciseFolder; folders: ExerciseFolder[]; busy: boolean; onCancel: () => void; onMove: (parentId: string | null) => void }) {
  const { t } = useTranslation(TEMPLATES_NS);
  const options = moveTargets(folders, folder).map((candidate) => ({
    value: candidate?.id ?? '',
    label: candidate ? `${t(`roots.${folder.type}`)} / ${folderLabel(folders, candidate)}` : t(`roots.${folder.type}`),
  }));
  return (
    <PickerDialog
      heading={t('folder.moveTitle')}
      label={t('folder.destination')}
      options={options}
      initial={folder.parentId ?? ''}
      busy={busy}
      onCancel={onCancel}
      onPick={(value) => onMove(value || null)}
    />
  );
}

/** The folder picker of the bulk move: every writable root and folder but the current place. */
export function MoveTemplatesDialog({
  count,
  targets,
  folders,
  busy,
  onCancel,
  onMove,
}: {
  count: number;
  targets: { kind: FolderKind; folder: ExerciseFolder | null }[];
  folders: ExerciseFolder[];
  busy: boolean;
  onCancel: () => void;
  onMove: (folderId: string) => void;
}) {
  const { t } = useTranslation(TEMPLATES_NS);
  // The move call names a root by its kind (`user`, `team`, `org`).
  const options = targets.map(({ kind, folder }) => ({
    value: folder?.id ?? kind,
    label: folder ? `${t(`roots.${kind}`)} / ${folderLabel(folders, folder)}` : t(`roots.${kind}`),
  }));
  return (
    <PickerDialog
      heading={t('moveTemplates.title', { count })}
      label={t('moveTemplates.destination')}
      options={options}
      initial=""
      busy={busy}
      onCancel={onCancel}
      onPick={onMove}
    />
  );
}
