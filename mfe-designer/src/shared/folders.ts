import { MAX_FOLDER_DEPTH, type ExerciseFolder } from '@openset/contracts';

/** Folders inside `parentId` (null: the root), by title. */
export function childFolders(folders: readonly ExerciseFolder[], parentId: string | null): ExerciseFolder[] {
  return folders
    .filter((folder) => folder.parentId === parentId)
    .sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
}

/** The folders from the root down to `folderId`, for the breadcrumbs (empty when unknown). */
export function folderPath(folders: readonly ExerciseFolder[], folderId: string | null | undefined): ExerciseFolder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: ExerciseFolder[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  // The guard stops a (corrupt) cycle from looping for ever.
  while (current && path.length <= MAX_FOLDER_DEPTH + 1) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** The ids of a folder and everything under it: a folder cannot move into one of these. */
export function subtreeIds(folders: readonly ExerciseFolder[], folderId: string): Set<string> {
  const ids = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId && ids.has(folder.parentId) && !ids.has(folder.id)) {
        ids.add(folder.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Levels a folder occupies with its subfolders (1 for a folder without subfolders). */
export function subtreeHeight(folders: readonly ExerciseFolder[], folderId: string): number {
  const below = childFolders(folders, folderId);
  return 1 + Math.max(0, ...below.map((child) => subtreeHeight(folders, child.id)));
}

/**
 * Where a folder may move: writable folders of the same kind, outside its own subtree, deep
 * enough to keep every level within the maximum depth. `null` stands for the root.
 */
export function moveTargets(folders: readonly ExerciseFolder[], folder: ExerciseFolder): (ExerciseFolder | null)[] {
  const excluded = subtreeIds(folders, folder.id);
  const height = subtreeHeight(folders, folder.id);
  const targets = folders.filter(
    (candidate) =>
      candidate.type === folder.type &&
      !candidate.readOnly &&
      !excluded.has(candidate.id) &&
      candidate.depth + height <= MAX_FOLDER_DEPTH,
  );
  return [null, ...targets.sort((a, b) => folderLabel(folders, a).localeCompare(folderLabel(folders, b)))];
}

/** "Parent / Child" label of a folder, for pickers. */
export function folderLabel(folders: readonly ExerciseFolder[], folder: ExerciseFolder): string {
  return folderPath(folders, folder.id)
    .map((step) => step.title)
    .join(' / ');
}

/** A new folder inside `parent` would exceed the maximum depth. */
export const tooDeepForNewFolder = (parent: ExerciseFolder | null) => (parent?.depth ?? 0) + 1 > MAX_FOLDER_DEPTH;
