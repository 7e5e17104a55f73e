import { isStackType, type ElementListItem, type ExerciseFolder } from '@openset/contracts';

export type ListRow = { kind: 'folder'; folder: ExerciseFolder } | { kind: 'element'; element: ElementListItem };

/** What a drop means; ids are element and folder ids (not the list's row ids). */
export type DropAction =
  | { kind: 'moveToFolder'; id: string; folderId: string }
  | { kind: 'moveToStack'; id: string; stackId: string }
  | { kind: 'reorder'; id: string; targetId: string; side: 'toLeftOf' | 'toRightOf' };

const FOLDER_PREFIX = 'folder:';

/**
 * The rule of a drop in the browser list (row ids: element ids, `folder:<id>` for folders):
 * - onto a folder: the element moves into that folder;
 * - an exercise onto a stack: it moves into the stack (a stack never goes into a stack);
 * - onto any other element: reorder, before it when moving up, after it when moving down.
 * The starred tab only reorders (`reorderOnly`): favourites have an order of their own.
 */
export function dropAction(rows: readonly ListRow[], activeId: string, overId: string | null, reorderOnly = false): DropAction | null {
  if (!overId || overId === activeId) return null;
  const ids = rows.map((row) => (row.kind === 'folder' ? `${FOLDER_PREFIX}${row.folder.id}` : row.element.id));
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  const active = rows[from];
  const over = rows[to];
  if (!active || active.kind !== 'element' || !over) return null;
  if (over.kind === 'folder') return reorderOnly ? null : { kind: 'moveToFolder', id: activeId, folderId: over.folder.id };
  if (!reorderOnly && isStackType(over.element.type) && !isStackType(active.element.type)) {
    return { kind: 'moveToStack', id: activeId, stackId: over.element.id };
  }
  return { kind: 'reorder', id: activeId, targetId: over.element.id, side: from > to ? 'toLeftOf' : 'toRightOf' };
}
