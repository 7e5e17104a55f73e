import type { ExerciseSet, SetSummary } from '@openset/contracts';
import type { ExerciseSetRow } from './set.entity.js';

export type SummaryRow = Pick<
  ExerciseSetRow,
  'id' | 'kind' | 'scope' | 'ownerId' | 'teamId' | 'orgId' | 'folderId' | 'clientId' | 'enabled' | 'version' | 'updatedAt' | 'createdAt' | 'savename' | 'title' | 'exerciseCount'
>;

export function toSetSummary(row: SummaryRow, readOnly: boolean): SetSummary {
  return {
    id: row.id,
    type: row.kind,
    scope: row.scope,
    folderId: row.folderId ?? null,
    clientId: row.clientId ?? null,
    enabled: row.enabled,
    version: row.version,
    updated: row.updatedAt.toISOString(),
    created: row.createdAt.toISOString(),
    readOnly,
    savename: row.savename,
    title: row.title,
    exerciseCount: row.exerciseCount,
  };
}

export function toSet(row: ExerciseSetRow, readOnly: boolean): ExerciseSet {
  const { exerciseCount: _count, ...summary } = toSetSummary(row, readOnly);
  return { ...summary, instructions: row.instructions, elements: row.elements, education: row.education };
}
