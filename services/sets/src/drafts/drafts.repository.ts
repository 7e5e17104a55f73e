import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DraftSaved, SetContent } from '@openset/contracts';
import { DRAFT_COLUMNS, DRAFT_SAVED_COLUMNS, type DraftDbRow } from './draft.mapper.js';

type SavedRow = Pick<DraftDbRow, 'id' | 'original_id' | 'revision' | 'updated_at'>;

const toSaved = (row: SavedRow): DraftSaved => ({
  draftId: row.id,
  originalId: row.original_id,
  revision: Number(row.revision),
  updated: new Date(row.updated_at).toISOString(),
});

/**
 * The drafts table, in plain statements: an autosave is one `insert ... on conflict do update
 * ... where revision < excluded.revision`, so a save that arrives after a later one (a slow
 * request, a retry) changes nothing, whatever the interleaving, with no read before the write
 * and no lock held across round trips. An entity would need a read, a compare and a write.
 */
@Injectable()
export class DraftsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the draft unless the stored one (of this owner) has this revision or a later one.
   * Answers the row written, or null when nothing was written (late, or another owner's id).
   */
  async upsert(ownerId: string, draftId: string, originalId: string | null, revision: number, content: SetContent): Promise<DraftSaved | null> {
    const [row] = await this.em.execute<SavedRow[]>(
      `insert into "sets"."drafts" as d
         ("id", "owner_id", "original_id", "revision", "savename", "title", "instructions", "elements", "education", "updated_at")
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, now())
       on conflict ("id") do update set
         "original_id" = excluded."original_id", "revision" = excluded."revision", "savename" = excluded."savename",
         "title" = excluded."title", "instructions" = excluded."instructions", "elements" = excluded."elements",
         "education" = excluded."education", "updated_at" = excluded."updated_at"
       where d."owner_id" = excluded."owner_id" and d."revision" < excluded."revision"
       returning ${DRAFT_SAVED_COLUMNS}`,
      [draftId, ownerId, originalId, revision, content.savename, content.title, content.instructions, JSON.stringify(content.elements), JSON.stringify(content.education)],
    );
    return row ? toSaved(row) : null;
  }

  /** What is stored under this owner's draft id (after a save that came late). */
  async stored(ownerId: string, draftId: string): Promise<DraftSaved | null> {
    const [row] = await this.em.execute<SavedRow[]>(
      `select ${DRAFT_SAVED_COLUMNS} from "sets"."drafts" where "id" = ? and "owner_id" = ?`,
      [draftId, ownerId],
    );
    return row ? toSaved(row) : null;
  }

  async list(ownerId: string): Promise<DraftDbRow[]> {
    return this.em.execute<DraftDbRow[]>(
      `select ${DRAFT_COLUMNS} from "sets"."drafts" where "owner_id" = ? order by "updated_at" desc, "id"`,
      [ownerId],
    );
  }

  /** Removes this owner's drafts (those named, or all of them); answers how many went. */
  async remove(ownerId: string, ids: string[] | null): Promise<number> {
    if (ids && ids.length === 0) return 0;
    const rows = await this.em.execute<{ id: string }[]>(
      ids
        ? `delete from "sets"."drafts" where "owner_id" = ? and "id" in (${ids.map(() => '?').join(', ')}) returning "id"`
        : 'delete from "sets"."drafts" where "owner_id" = ? returning "id"',
      ids ? [ownerId, ...ids] : [ownerId],
    );
    return rows.length;
  }

  /** Drafts of sets being deleted, whoever wrote them. */
  async removeOfSets(setIds: string[]): Promise<void> {
    if (setIds.length === 0) return;
    await this.em.execute(`delete from "sets"."drafts" where "original_id" in (${setIds.map(() => '?').join(', ')})`, setIds);
  }
}
