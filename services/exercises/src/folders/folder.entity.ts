import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FOLDER_KINDS } from '@openset/contracts';

/** A custom folder. `kind` decides which ownership column counts (owner, team or org). */
export const FolderSchema = defineEntity({
  name: 'Folder',
  tableName: 'folders',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    kind: p.enum(FOLDER_KINDS),
    /** Who created it; for user folders also the only one who sees it. */
    ownerId: p.text(),
    teamId: p.text().nullable(),
    orgId: p.text().nullable(),
    parentId: p.uuid().nullable(),
    depth: p.integer(),
    title: p.text(),
    /** Set on the folder an organisation import fills, so re-imports reuse it. */
    importScope: p.text().nullable(),
    source: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Folder = InferEntity<typeof FolderSchema>;
