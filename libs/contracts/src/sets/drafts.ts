import { z } from 'zod';
import { idListSchema, idSchema } from '../common.js';
import { setContentSchema, setElementSchema, setEducationSchema } from './set.js';

/**
 * How many drafts an account keeps (open documents not yet saved): a new one beyond it is
 * refused (ERROPERATION, key `tooManyDrafts`); saving over one of them always passes.
 */
export const MAX_DRAFTS = 50;

/**
 * A draft: the unsaved state of one open document, saved by the builder's autosave. One per
 * open document: a new document's draft has no `originalId`; a saved set's draft names it.
 * `revision` counts the builder's edits of that document: a draft save that arrives after a
 * later one (a slow request) is ignored, never stored over the newer content.
 */
export const draftSaveSchema = z.strictObject({
  /**
   * The draft to save over; a new document's first save may name a new one (a UUID the builder
   * makes), so a first save sent twice stores one draft. Null: the server names it. Another
   * clinician's draft id answers ERRNOTFOUND.
   */
  draftId: idSchema.nullable().default(null),
  originalId: idSchema.nullable().default(null),
  revision: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  content: setContentSchema,
});
export type DraftSave = z.infer<typeof draftSaveSchema>;

export const draftSavedSchema = z.object({
  draftId: z.string(),
  originalId: z.string().nullable(),
  /** The revision now stored: the one sent, or a newer one when this save came late. */
  revision: z.number().int(),
  updated: z.string(),
});
export type DraftSaved = z.infer<typeof draftSavedSchema>;

export const draftSchema = z.object({
  draftId: z.string(),
  originalId: z.string().nullable(),
  revision: z.number().int(),
  updated: z.string(),
  savename: z.string(),
  title: z.string(),
  instructions: z.string(),
  elements: z.array(setElementSchema),
  education: z.array(setEducationSchema),
});
export type SetDraft = z.infer<typeof draftSchema>;

export const draftListSchema = z.object({ items: z.array(draftSchema), total: z.number().int() });

/** DELETE /clinician/sets/drafts: the drafts named (each the clinician's, else ERRNOTFOUND and none goes), or all of theirs. */
export const draftDeleteQuerySchema = z.strictObject({ ids: idListSchema.optional() });
