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
 * and no lock held across round trips. An entity would need a read, a compare and a write. The
 * cap on an account's drafts is a condition of the same statement: a new draft is inserted only
 * while the owner has fewer than the cap (saves over an existing draft always pass). Saves of new
 * drafts at the very same moment may each see the count below the cap and pass it by as many:
 * the cap bounds how far drafts grow, it is not an exact count worth a lock on every autosave.
 */
@Injectable()
export class DraftsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the draft unless the stored one (of this owner) has this revision or a later one, or
   * it is a new draft of an owner who has `cap` drafts already. Answers the row written, or null
   * when nothing was written (late, another owner's id, or over the cap).
   */
  async upsert(ownerId: string, draftId: string, originalId: string | null, revision: number, content: SetContent, cap: number): Promise<DraftSaved | null> {
    const [row] = await this.em.execute<SavedRow[]>(
      `insert into "sets"."drafts" as d
         ("id", "owner_id", "original_id", "revision", "savename", "title", "instructions", "elements", "education", "updated_at")
       select ?::uuid, ?, ?, ?::bigint, ?, ?, ?, ?::jsonb, ?::jsonb, now()
       where exists (select 1 from "sets"."drafts" where "id" = ?::uuid and "owner_id" = ?)
          or (select count(*) from "sets"."drafts" where "owner_id" = ?) < ?
       on conflict ("id") do update set
         "original_id" = excluded."original_id", "revision" = excluded."revision", "savename" = excluded."savename",
         "title" = excluded."title", "instructions" = excluded."instructions", "elements" = excluded."elements",
         "education" = excluded."education", "updated_at" = excluded."updated_at"
       where d."owner_id" = excluded."owner_id" and d."revision" < excluded."revision"
       returning ${DRAFT_SAVED_COLUMNS}`,
      [
        draftId, ownerId, originalId, revision, content.savename, content.title, content.instructions, JSON.stringify(content.elements), JSON.stringify(content.education),
        draftId, ownerId, ownerId, cap,
      ],
    );
    return row ? toSaved(row) : null;
  }

  /** How many drafts this owner keeps. */
  async count(ownerId: string): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>('select count(*)::int as "n" from "sets"."drafts" where "owner_id" = ?', [ownerId]);
    return row?.n ?? 0;
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
