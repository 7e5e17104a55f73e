import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { folderProperties } from '@openset/server-kit';

/** A custom exercise folder: the shared folder columns, and where an organisation import put it. */
export const FolderSchema = defineEntity({
  name: 'Folder',
  tableName: 'folders',
  properties: {
    ...folderProperties,
    /** Set on the folder an organisation import fills, so re-imports reuse it. */
    importScope: p.text().nullable(),
    source: p.text().nullable(),
  },
});
export type Folder = InferEntity<typeof FolderSchema>;
