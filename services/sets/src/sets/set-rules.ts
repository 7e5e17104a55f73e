import {
  ERROR_MESSAGES,
  errorKeyDetails,
  exerciseCount,
  MAX_CLIENT_SET_EXERCISES,
  MAX_FOLDER_SET_EXERCISES,
  type SetContent,
  type SetElement,
} from '@openset/contracts';
import { canSee, canWrite, operationRefused, type Owned, type Viewer } from '@openset/server-kit';

export type SetKind = 'folderSet' | 'clientSet';

interface SetOwnership {
  scope: Owned['scope'];
  ownerId: string;
  teamId?: string | null;
  orgId?: string | null;
}

/** A set's ownership as the access rules read it: templates follow the folders sharing level. */
export const ownedSet = (row: SetOwnership): Owned => ({ scope: row.scope, ownerId: row.ownerId, teamId: row.teamId ?? null, orgId: row.orgId ?? null });
export const canSeeSet = (viewer: Viewer, row: SetOwnership) => canSee(viewer, ownedSet(row), 'folders');
export const canWriteSet = (viewer: Viewer, row: SetOwnership) => canWrite(viewer, ownedSet(row), 'folders');

/** What decides who sees a set: its ownership, and for a client's program, its client. */
export interface SetAccessRow extends SetOwnership {
  kind: SetKind;
  clientId?: string | null;
}

/**
 * A client's program is changed by whoever sees it: its author, or a team-mate while the team
 * shares clients (ClientDirectory.seenSets decides who sees it; an archived client's sets are
 * read-only for everyone). A template follows the folder rules.
 */
export const canChangeSet = (viewer: Viewer, row: SetAccessRow) => row.kind === 'clientSet' || canWriteSet(viewer, row);

/** Spec section 9: at most 100 exercises into a folder, 50 for a client; dividers do not count. */
export function checkSetSize(kind: SetKind, content: Pick<SetContent, 'elements'>): void {
  const count = exerciseCount(content);
  if (kind === 'folderSet' && count > MAX_FOLDER_SET_EXERCISES) {
    throw operationRefused(ERROR_MESSAGES.folderSetTooLarge, errorKeyDetails('folderSetTooLarge'));
  }
  if (kind === 'clientSet' && count > MAX_CLIENT_SET_EXERCISES) {
    throw operationRefused(ERROR_MESSAGES.clientSetTooLarge, errorKeyDetails('clientSetTooLarge'));
  }
}

/** The library ids a set's content names: the exercises it came from, and its images and videos. */
export function namedIds(elements: readonly SetElement[]): { elementIds: string[]; resourceIds: string[] } {
  const elementIds = new Set<string>();
  const resourceIds = new Set<string>();
  for (const element of elements) {
    if (element.type !== 'setExercise') continue;
    if (element.stockId) elementIds.add(element.stockId);
    if (element.customId) elementIds.add(element.customId);
    if (element.thumbnailId) resourceIds.add(element.thumbnailId);
    for (const resource of element.resources) resourceIds.add(resource.resourceId);
  }
  return { elementIds: [...elementIds], resourceIds: [...resourceIds] };
}
