import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ERROR_MESSAGES,
  errorKeyDetails,
  MAX_FOLDER_DEPTH,
  type ExerciseFolder,
  type FolderCreate,
  type FolderKind,
  type FolderUpdate,
} from '@openset/contracts';
import { canSee, canWrite, grantsFilter, ownershipFor, visibleGrants, type Owned, type Viewer } from '../access/visibility.js';
import { forbidden, notFound, operationRefused } from '../domain-error.js';
import { isUuid } from '../ids.js';

const FOLDER_SCOPES = ['user', 'team', 'org'] as const;

/** The columns of `folderProperties` as an entity holds them. */
export interface FolderRow {
  id: string;
  kind: FolderKind;
  ownerId: string;
  teamId?: string | null;
  orgId?: string | null;
  parentId?: string | null;
  depth: number;
  title: string;
  updatedAt: Date;
}

export interface FolderTreeOptions<F extends FolderRow> {
  /** The service's schema and the folders table in it. */
  schema: string;
  table?: string;
  entity: EntityName<F>;
  /** Does anything live in folder `?` (one placeholder)? e.g. `select 1 from "s"."sets" where "folder_id" = ?`. */
  contentsSql: string;
}

const owned = (folder: FolderRow): Owned => ({
  scope: folder.kind,
  ownerId: folder.ownerId,
  teamId: folder.teamId ?? null,
  orgId: folder.orgId ?? null,
});

/**
 * A tree of custom folders of kind user, team or org, the same rules wherever it is used
 * (exercise folders, set folders): team and org folders follow the `folders` sharing level
 * (teamFolders, orgFolders); only empty folders can be deleted; the tree is at most
 * MAX_FOLDER_DEPTH deep. Folders are created, renamed and moved through the entity; plain
 * statements only shift a subtree's depth and ask whether a folder is used.
 */
export class FolderTree<F extends FolderRow> {
  private readonly table: string;

  constructor(
    protected readonly em: EntityManager,
    private readonly options: FolderTreeOptions<F>,
  ) {
    this.table = `"${options.schema}"."${options.table ?? 'folders'}"`;
  }

  async list(viewer: Viewer): Promise<ExerciseFolder[]> {
    const or = grantsFilter(visibleGrants(viewer, 'folders', FOLDER_SCOPES), 'kind');
    const folders = await this.em.find(this.options.entity, { $or: or } as FilterQuery<F>, { orderBy: { depth: 'asc', title: 'asc' } as never });
    return folders.map((folder) => this.toWire(folder, viewer));
  }

  /** A folder the viewer can see, or ERRNOTFOUND. */
  async visible(id: string, viewer: Viewer): Promise<F> {
    const folder = isUuid(id) ? await this.em.findOne(this.options.entity, { id } as FilterQuery<F>) : null;
    if (!folder || !canSee(viewer, owned(folder), 'folders')) throw notFound('No such folder');
    return folder;
  }

  /** A folder the viewer may put things into or change, or ERRNOTFOUND / ERRPERMISSION. */
  async writable(id: string, viewer: Viewer): Promise<F> {
    const folder = await this.visible(id, viewer);
    if (!canWrite(viewer, owned(folder), 'folders')) throw forbidden('This folder is read-only');
    return folder;
  }

  /** May the viewer change this folder and what is in it? */
  isWritable(folder: F, viewer: Viewer): boolean {
    return canWrite(viewer, owned(folder), 'folders');
  }

  async create(input: FolderCreate, viewer: Viewer): Promise<ExerciseFolder> {
    const ownership = ownershipFor(viewer, input.type, 'folders');
    let depth = 1;
    if (input.parentId) {
      const parent = await this.writable(input.parentId, viewer);
      if (parent.kind !== input.type) throw operationRefused('A folder lives in a folder of the same kind');
      depth = parent.depth + 1;
    }
    if (depth > MAX_FOLDER_DEPTH) throw operationRefused(ERROR_MESSAGES.maxFolderDepth, errorKeyDetails('maxFolderDepth'));
    const folder = this.em.create(this.options.entity, {
      kind: input.type,
      ownerId: viewer.accountId,
      teamId: ownership.teamId,
      orgId: ownership.orgId,
      parentId: input.parentId,
      depth,
      title: input.title,
    } as never);
    await this.em.flush();
    return this.toWire(folder, viewer);
  }

  async update(id: string, input: FolderUpdate, viewer: Viewer): Promise<ExerciseFolder> {
    const folder = await this.writable(id, viewer);
    if (input.title !== undefined) folder.title = input.title;
    if (input.parentId !== undefined && input.parentId !== folder.parentId) {
      await this.move(folder, input.parentId, viewer);
    }
    await this.em.flush();
    return this.toWire(folder, viewer);
  }

  /** Moves a folder with its subtree; refused into itself, across kinds, or past the depth limit. */
  private async move(folder: F, parentId: string | null, viewer: Viewer): Promise<void> {
    let depth = 1;
    if (parentId) {
      const parent = await this.writable(parentId, viewer);
      if (parent.kind !== folder.kind) throw operationRefused('A folder lives in a folder of the same kind');
      const ancestors = await this.ancestorIds(parent.id);
      if (ancestors.includes(folder.id)) throw operationRefused('A folder cannot move into itself');
      depth = parent.depth + 1;
    }
    const [height] = await this.em.execute<{ height: number }[]>(
      `with recursive sub as (
         select "id", 1 as "level" from ${this.table} where "id" = ?
         union all select f."id", sub."level" + 1 from ${this.table} f join sub on f."parent_id" = sub."id")
       select max("level") as "height" from sub`,
      [folder.id],
    );
    if (depth + Number(height?.height ?? 1) - 1 > MAX_FOLDER_DEPTH) throw operationRefused(ERROR_MESSAGES.maxFolderDepth, errorKeyDetails('maxFolderDepth'));
    const shift = depth - folder.depth;
    folder.parentId = parentId;
    folder.depth = depth;
    if (shift !== 0) {
      await this.em.execute(
        `with recursive sub as (
           select "id" from ${this.table} where "parent_id" = ?
           union all select f."id" from ${this.table} f join sub on f."parent_id" = sub."id")
         update ${this.table} set "depth" = "depth" + ? where "id" in (select "id" from sub)`,
        [folder.id, shift],
      );
    }
  }

  private async ancestorIds(id: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `with recursive up as (
         select "id", "parent_id" from ${this.table} where "id" = ?
         union all select f."id", f."parent_id" from ${this.table} f join up on f."id" = up."parent_id")
       select "id" from up`,
      [id],
    );
    return rows.map((row) => row.id);
  }

  async delete(id: string, viewer: Viewer): Promise<void> {
    const folder = await this.writable(id, viewer);
    const [usage] = await this.em.execute<{ used: boolean }[]>(
      `select exists (select 1 from ${this.table} where "parent_id" = ?) or exists (${this.options.contentsSql}) as "used"`,
      [folder.id, folder.id],
    );
    if (usage?.used) throw operationRefused(ERROR_MESSAGES.onlyEmptyFolders, errorKeyDetails('onlyEmptyFolders'));
    await this.em.remove(folder).flush();
  }

  kindOf(folder: F): FolderKind {
    return folder.kind;
  }

  toWire(folder: F, viewer: Viewer): ExerciseFolder {
    return {
      id: folder.id,
      type: folder.kind,
      title: folder.title,
      parentId: folder.parentId ?? null,
      depth: folder.depth,
      readOnly: !canWrite(viewer, owned(folder), 'folders'),
      updated: folder.updatedAt.toISOString(),
    };
  }
}
