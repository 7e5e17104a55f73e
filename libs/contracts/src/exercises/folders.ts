import { z } from 'zod';
import { idSchema, plainText } from '../common.js';
import { folderKindSchema } from './elements.js';

export const folderSchema = z.object({
  id: z.string(),
  type: folderKindSchema,
  title: z.string(),
  parentId: z.string().nullable(),
  /** 1 for a root folder. */
  depth: z.number().int(),
  readOnly: z.boolean(),
  updated: z.string(),
});
export type ExerciseFolder = z.infer<typeof folderSchema>;

export const folderCreateSchema = z.strictObject({
  title: plainText(120).min(1),
  type: folderKindSchema.default('user'),
  parentId: idSchema.nullable().default(null),
});
export type FolderCreate = z.infer<typeof folderCreateSchema>;

export const folderUpdateSchema = z.strictObject({
  title: plainText(120).min(1).optional(),
  /** Moving a folder: a folder of the same kind, or null for the root. */
  parentId: idSchema.nullable().optional(),
});
export type FolderUpdate = z.infer<typeof folderUpdateSchema>;

export const folderListSchema = z.object({ items: z.array(folderSchema), total: z.number().int() });
