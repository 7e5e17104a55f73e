import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ERROR_MESSAGES,
  errorKeyDetails,
  MAX_FOLDER_DEPTH,
  type ExerciseFolder,
  type FolderCreate,
  type FolderKind,
  type FolderUpdate,
} from '@openset/contracts';
import { forbidden, notFound, operationRefused } from '@openset/server-kit';
import { canSee, canWrite, ownershipFor, type Owned, type Viewer } from '../access/access.service.js';
import { isUuid } from '../search/element-query.js';
import { FolderSchema, type Folder } from './folder.entity.js';

const owned = (folder: Folder): Owned => ({
  scope: folder.kind,
  ownerId: folder.ownerId,
  teamId: folder.teamId ?? null,
  orgId: folder.orgId ?? null,
});

/**
 * Custom folders of kind user, team or org. Team and org folders follow the teamFolders and
 * orgFolders permissions; only empty folders can be deleted; the tree has a maximum depth.
 */
@Injectable()
export class FoldersService {
  constructor(private readonly em: EntityManager) {}

  async list(viewer: Viewer): Promise<ExerciseFolder[]> {
    const or: Record<string, unknown>[] = [{ kind: 'user', ownerId: viewer.accountId }];
    if (viewer.teamId && viewer.folders.team !== false) or.push({ kind: 'team', teamId: viewer.teamId });
    if (viewer.orgId && viewer.folders.org !== false) or.push({ kind: 'org', orgId: viewer.orgId });
    const folders = await this.em.find(FolderSchema, { $or: or }, { orderBy: { depth: 'asc', title: 'asc' } });
    return folders.map((folder) => this.toWire(folder, viewer));
  }

  /** A folder the viewer can see, or ERRNOTFOUND. */
  async visible(id: string, viewer: Viewer): Promise<Folder> {
    const folder = isUuid(id) ? await this.em.findOne(FolderSchema, { id }) : null;
    if (!folder || !canSee(viewer, owned(folder), 'folders')) throw notFound('No such folder');
    return folder;
  }

  /** A folder the viewer may put things into or change, or ERRNOTFOUND / ERRPERMISSION. */
  async writable(id: string, viewer: Viewer): Promise<Folder> {
    const folder = await this.visible(id, viewer);
    if (!canWrite(viewer, owned(folder), 'folders')) throw forbidden('This folder is read-only');
    return folder;
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
    const folder = this.em.create(FolderSchema, {
      kind: input.type,
      ownerId: viewer.accountId,
      teamId: ownership.teamId,
      orgId: ownership.orgId,
      parentId: input.parentId,
      depth,
      title: input.title,
    });
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
  private async move(folder: Folder, parentId: string | null, viewer: Viewer): Promise<void> {
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
         select "id", 1 as "level" from "exercises"."folders" where "id" = ?
         union all select f."id", sub."level" + 1 from "exercises"."folders" f join sub on f."parent_id" = sub."id")
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
           select "id" from "exercises"."folders" where "parent_id" = ?
           union all select f."id" from "exercises"."folders" f join sub on f."parent_id" = sub."id")
         update "exercises"."folders" set "depth" = "depth" + ? where "id" in (select "id" from sub)`,
        [folder.id, shift],
      );
    }
  }

  private async ancestorIds(id: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `with recursive up as (
         select "id", "parent_id" from "exercises"."folders" where "id" = ?
         union all select f."id", f."parent_id" from "exercises"."folders" f join up on f."id" = up."parent_id")
       select "id" from up`,
      [id],
    );
    return rows.map((row) => row.id);
  }

  async delete(id: string, viewer: Viewer): Promise<void> {
    const folder = await this.writable(id, viewer);
    const [usage] = await this.em.execute<{ used: boolean }[]>(
      `select exists (select 1 from "exercises"."folders" where "parent_id" = ?)
           or exists (select 1 from "exercises"."elements" where "folder_id" = ?) as "used"`,
      [folder.id, folder.id],
    );
    if (usage?.used) throw operationRefused(ERROR_MESSAGES.onlyEmptyFolders, errorKeyDetails('onlyEmptyFolders'));
    await this.em.remove(folder).flush();
  }

  kindOf(folder: Folder): FolderKind {
    return folder.kind;
  }

  toWire(folder: Folder, viewer: Viewer): ExerciseFolder {
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
