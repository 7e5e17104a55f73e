import { FOLDER_KINDS, type ClinicianProfile, type ExerciseFolder, type FolderKind } from '@openset/contracts';

/** A root of the folder tree: the clinician's own templates, the team's or the organisation's. */
export interface TemplateRoot {
  kind: FolderKind;
  readOnly: boolean;
}

export const isFolderKind = (value: unknown): value is FolderKind =>
  typeof value === 'string' && (FOLDER_KINDS as readonly string[]).includes(value);

const PERMISSION = { team: 'teamFolders', org: 'orgFolders' } as const;

/**
 * The roots a clinician sees: always their own; the team's and the organisation's when their
 * permission shares folders (read-only or read-write), or when the folders answer holds folders
 * of that kind (their `readOnly` then says whether the root is writable).
 */
export function visibleRoots(profile: Pick<ClinicianProfile, 'teamFolders' | 'orgFolders'> | undefined, folders: readonly ExerciseFolder[]): TemplateRoot[] {
  const roots: TemplateRoot[] = [{ kind: 'user', readOnly: false }];
  for (const kind of ['team', 'org'] as const) {
    const level = profile?.[PERMISSION[kind]];
    const ofKind = folders.filter((folder) => folder.type === kind);
    if (level) roots.push({ kind, readOnly: level === 'readOnly' });
    else if (ofKind.length > 0) roots.push({ kind, readOnly: ofKind.every((folder) => folder.readOnly) });
  }
  return roots;
}

/**
 * Where a selection of templates may go: every writable root and writable folder, except the
 * place they are in now. `null` folder stands for the root of `kind`.
 */
export function templateTargets(roots: readonly TemplateRoot[], folders: readonly ExerciseFolder[], here: { kind: FolderKind; folderId: string | null }) {
  const targets: { kind: FolderKind; folder: ExerciseFolder | null }[] = [];
  for (const root of roots) {
    if (!root.readOnly && !(here.kind === root.kind && here.folderId === null)) targets.push({ kind: root.kind, folder: null });
    for (const folder of folders) {
      if (folder.type === root.kind && !folder.readOnly && folder.id !== here.folderId) targets.push({ kind: root.kind, folder });
    }
  }
  return targets;
}
