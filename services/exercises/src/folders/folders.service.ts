import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FolderTree } from '@openset/server-kit';
import { FolderSchema, type Folder } from './folder.entity.js';

/**
 * Custom exercise folders of kind user, team or org: server-kit's folder tree (teamFolders and
 * orgFolders permissions, only empty folders deleted, maximum depth) over `exercises.folders`,
 * where a folder holds elements.
 */
@Injectable()
export class FoldersService extends FolderTree<Folder> {
  constructor(em: EntityManager) {
    super(em, { schema: 'exercises', entity: FolderSchema, contentsSql: 'select 1 from "exercises"."elements" where "folder_id" = ?' });
  }
}
