import type { SetDraft, SetElement } from '@openset/contracts';
import { column, columnList, columnsOf } from '@openset/server-kit';
import type { SetEducationRef } from '../sets/set.entity.js';

/** A drafts row as the plain statements read it (the table is made by the migration). */
export const draftRow = {
  id: column<string>(),
  original_id: column<string | null>(),
  /** bigint, read as a number: revisions stay below 2^53 (the contract's maximum). */
  revision: column<number>(),
  savename: column<string>(),
  title: column<string>(),
  instructions: column<string>(),
  elements: column<SetElement[]>(),
  education: column<SetEducationRef[]>(),
  updated_at: column<Date>(),
};
export type DraftDbRow = typeof draftRow;

/** The select list, with the revision as a double precision number (exact below 2^53). */
export const DRAFT_COLUMNS = columnList(columnsOf(draftRow)).replace('"revision"', '"revision"::float8 as "revision"');
export const DRAFT_SAVED_COLUMNS = '"id", "original_id", "revision"::float8 as "revision", "updated_at"';

export function toDraft(row: DraftDbRow): SetDraft {
  return {
    draftId: row.id,
    originalId: row.original_id,
    revision: Number(row.revision),
    updated: new Date(row.updated_at).toISOString(),
    savename: row.savename,
    title: row.title,
    instructions: row.instructions,
    elements: row.elements,
    education: row.education,
  };
}
