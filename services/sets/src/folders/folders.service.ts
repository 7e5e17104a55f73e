import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FolderTree } from '@openset/server-kit';
import { SetFolderSchema, type SetFolder } from './set-folder.entity.js';

/**
 * Template folders of kind user, team or org: server-kit's folder tree (teamFolders and
 * orgFolders permissions, only empty folders deleted, maximum depth) over `sets.folders`,
 * where a folder holds sets.
 */
@Injectable()
export class SetFoldersService extends FolderTree<SetFolder> {
  constructor(em: EntityManager) {
    super(em, { schema: 'sets', entity: SetFolderSchema, contentsSql: 'select 1 from "sets"."sets" where "folder_id" = ?' });
  }
}
