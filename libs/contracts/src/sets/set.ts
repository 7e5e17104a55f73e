import { z } from 'zod';
import { idSchema, plainText } from '../common.js';
import { INSTRUCTIONS_MAX, MAX_ELEMENT_RESOURCES, MAX_PARAMETERS, TITLE_MAX, folderKindSchema } from '../exercises/elements.js';
import { DEFAULT_PARAMETER_KEYS } from './parameter-names.js';

/** Spec section 9: a set saved into a folder holds at most 100 exercises, one assigned to a client 50. */
export const MAX_FOLDER_SET_EXERCISES = 100;
export const MAX_CLIENT_SET_EXERCISES = 50;
/** Dividers come on top of the exercises; a set never holds more elements than this. */
export const MAX_SET_ELEMENTS = 200;
/** Default parameter titles of a new set exercise (spec section 3). */
export const DEFAULT_PARAMETER_TITLES = ['Sets', 'Reps', 'Load', 'Hold', 'Rest', 'Tempo', 'Intensity', 'Duration', 'Frequency'] as const;
export const SAVENAME_MAX = 200;

/**
 * Where a saved set lives: a template in a folder (`folderSet`, the clinician's own or a team or
 * organisation folder's, by `scope`), or a client's program (`clientSet`). Drafts are their own
 * rows (`draftSet`, see drafts.ts).
 */
export const SET_TYPES = ['folderSet', 'clientSet', 'draftSet'] as const;
export const setTypeSchema = z.enum(SET_TYPES);
export type SetType = z.infer<typeof setTypeSchema>;

/** A key the builder gives each element, parameter and resource so it can be dragged and undone. */
export const elementKeySchema = idSchema;

export const setParameterSchema = z.strictObject({
  key: elementKeySchema,
  title: plainText(60),
  value: plainText(200),
  /** A default parameter's key (parameter-names.ts): shown in the reader's language. None: the title as typed. */
  standard: z.enum(DEFAULT_PARAMETER_KEYS).optional(),
});
export type SetParameter = z.infer<typeof setParameterSchema>;

export const setResourceSchema = z.strictObject({
  key: elementKeySchema,
  resourceId: idSchema,
  caption: plainText(500).default(''),
});
export type SetResource = z.infer<typeof setResourceSchema>;

/**
 * An exercise of a set: a copy of what the clinician chose (a later change to the library
 * exercise never changes a prescribed set), with the stock or custom id it came from.
 */
export const setExerciseSchema = z.strictObject({
  type: z.literal('setExercise'),
  key: elementKeySchema,
  /** Exactly one of stockId and customId names where it came from. */
  stockId: idSchema.nullable().default(null),
  customId: idSchema.nullable().default(null),
  title: plainText(TITLE_MAX).min(1),
  instructions: plainText(INSTRUCTIONS_MAX).default(''),
  /** The images are shown mirrored: the other side of the same movement. */
  reflect: z.boolean().default(false),
  thumbnailId: idSchema.nullable().default(null),
  parameters: z.array(setParameterSchema).max(MAX_PARAMETERS).default([]),
  resources: z.array(setResourceSchema).max(MAX_ELEMENT_RESOURCES).default([]),
});
export type SetExercise = z.infer<typeof setExerciseSchema>;

export const setDividerSchema = z.strictObject({
  type: z.literal('setDivider'),
  key: elementKeySchema,
  title: plainText(TITLE_MAX).default(''),
  instructions: plainText(INSTRUCTIONS_MAX).default(''),
});
export type SetDivider = z.infer<typeof setDividerSchema>;

export const setElementSchema = z.discriminatedUnion('type', [setExerciseSchema, setDividerSchema]);
export type SetElement = z.infer<typeof setElementSchema>;

export const EDUCATION_TYPES = ['stockEducation', 'customEducationHistory'] as const;
export const setEducationSchema = z.strictObject({ id: idSchema, type: z.enum(EDUCATION_TYPES) });

/**
 * What the clinician edits: the coversheet (title, instructions), the elements in order, the
 * name it is saved under and the education attached. The same content is saved as a set, a
 * draft and a history point.
 */
export const setContentSchema = z.strictObject({
  savename: plainText(SAVENAME_MAX).default(''),
  title: plainText(TITLE_MAX).default(''),
  instructions: plainText(INSTRUCTIONS_MAX).default(''),
  elements: z.array(setElementSchema).max(MAX_SET_ELEMENTS).default([]),
  education: z.array(setEducationSchema).max(50).default([]),
});
export type SetContent = z.infer<typeof setContentSchema>;
export type SetContentInput = z.input<typeof setContentSchema>;

/** How many exercises (not dividers) a set holds: what the caps count. */
export const exerciseCount = (content: Pick<SetContent, 'elements'>): number =>
  content.elements.filter((element) => element.type === 'setExercise').length;

/** A saved set as the API answers it. */
export const setSchema = z.object({
  id: z.string(),
  type: z.enum(['folderSet', 'clientSet']),
  /** Who owns a template: the clinician, their team or their organisation (by its folder). */
  scope: folderKindSchema,
  folderId: z.string().nullable(),
  clientId: z.string().nullable(),
  /** Shown in the client portal (client sets). */
  enabled: z.boolean(),
  /** Raised by every save; an update names the version it was based on. */
  version: z.number().int(),
  updated: z.string(),
  created: z.string(),
  /** True when the clinician may not change it in place: it opens as a new document. */
  readOnly: z.boolean(),
  savename: z.string(),
  title: z.string(),
  instructions: z.string(),
  elements: z.array(setElementSchema),
  education: z.array(setEducationSchema),
});
export type ExerciseSet = z.infer<typeof setSchema>;

/** A row of the templates manager and of a client's sets: no elements. */
export const setSummarySchema = setSchema
  .omit({ elements: true, education: true, instructions: true })
  .extend({ exerciseCount: z.number().int() });
export type SetSummary = z.infer<typeof setSummarySchema>;

/** Where a new set goes: a template into a folder (or a kind's root), or a client's program. */
const destination = {
  /** A set folder id, or null for the root of `folderKind`. */
  folderId: idSchema.nullable().default(null),
  folderKind: folderKindSchema.default('user'),
  clientId: idSchema.nullable().default(null),
};

/** POST /clinician/sets: save a new set; a draft it came from (`draftId`) is cleared. */
export const setCreateSchema = setContentSchema.extend({
  type: z.enum(['folderSet', 'clientSet']),
  ...destination,
  draftId: idSchema.nullable().default(null),
  enabled: z.boolean().default(true),
});
export type SetCreate = z.infer<typeof setCreateSchema>;

/**
 * PUT /clinician/sets/{id}: save over a set. The body replaces the whole content, so every content
 * field must be named (a missing one is ERRVALIDATION naming it): a default would store a half
 * set, as a title sent alone once emptied the set's exercises. `version` is the version the edit
 * started from; a newer one on the server refuses the save (ERROPERATION, key `setChanged`, with
 * the newer version in details) instead of overwriting it. Updating a client's set needs the
 * clinician's `signature` confirmation (spec section 5).
 */
export const setUpdateSchema = setContentSchema.required().extend({
  version: z.number().int().min(1),
  draftId: idSchema.nullable().default(null),
  signature: z.boolean().default(false),
});
export type SetUpdate = z.infer<typeof setUpdateSchema>;
/** What a caller sends: the whole content and the version; draftId and signature may be left out. */
export type SetUpdateInput = z.input<typeof setUpdateSchema>;

/** `details` of a save refused because the set changed since it was opened. */
export const setChangedDetailsSchema = z.object({ key: z.literal('setChanged'), version: z.number().int(), updated: z.string() });
export type SetChangedDetails = z.infer<typeof setChangedDetailsSchema>;

export const SET_SORT_COLUMNS = ['savename', 'title', 'updated', 'created', 'exerciseCount'] as const;
export const setListQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: plainText(200).optional(),
  type: z.enum(['folderSet', 'clientSet']).default('folderSet'),
  /** A set folder id, or `user`, `team` or `org` for the root of that kind. */
  folderId: idSchema.optional(),
  clientId: idSchema.optional(),
  /** Without a sort column the list is in its natural order (newest change first). */
  sort: z.enum(SET_SORT_COLUMNS).optional(),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});
export type SetListQuery = z.infer<typeof setListQuerySchema>;
