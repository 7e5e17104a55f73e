import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { folderProperties } from '@openset/server-kit';

/** A template folder: the shared folder columns (server-kit's folder tree). */
export const SetFolderSchema = defineEntity({
  name: 'SetFolder',
  tableName: 'folders',
  properties: { ...folderProperties },
});
export type SetFolder = InferEntity<typeof SetFolderSchema>;
