import { z } from 'zod';
import { idSchema, plainText } from '../common.js';
import { categorySchema } from './categories.js';

/** The element types of the exercise browser (spec section 3). */
export const EXERCISE_TYPES = ['stockExercise', 'userExercise', 'teamExercise', 'orgExercise', 'stackExercise'] as const;
export const STACK_TYPES = ['userStack', 'teamStack', 'orgStack'] as const;
export const ELEMENT_TYPES = [...EXERCISE_TYPES, ...STACK_TYPES] as const;
export const elementTypeSchema = z.enum(ELEMENT_TYPES);
export type ElementType = z.infer<typeof elementTypeSchema>;

/** Who owns a custom element or folder; stock elements belong to everybody. */
export const FOLDER_KINDS = ['user', 'team', 'org'] as const;
export const folderKindSchema = z.enum(FOLDER_KINDS);
export type FolderKind = z.infer<typeof folderKindSchema>;

export const TITLE_MAX = 200;
export const INSTRUCTIONS_MAX = 10_000;
/** Stacks hold a handful of exercises; the set builder shows 4 of them when closed. */
export const MAX_STACK_EXERCISES = 50;
export const MAX_PARAMETERS = 20;
export const MAX_ELEMENT_RESOURCES = 20;
/** The exercise browser pages by 100 (spec section 9). */
export const EXERCISE_PAGE_SIZE = 100;
/** Root folders are depth 1; a folder may not be created or moved deeper than this. */
export const MAX_FOLDER_DEPTH = 5;
/** Widths the API resizes images to (spec section 7). */
/** 240 is the 120 px list thumbnail on high-resolution screens. */
export const IMAGE_WIDTHS = [60, 120, 150, 240, 300, 1000] as const;
export const imgWidthSchema = z.coerce
  .number()
  .int()
  .refine((value) => (IMAGE_WIDTHS as readonly number[]).includes(value), `one of ${IMAGE_WIDTHS.join(', ')}`);
/** The query of every route that answers a resource's file: an image at one of the widths. */
export const imageFileQuerySchema = z.strictObject({ imgWidth: imgWidthSchema.optional() });

export const parameterSchema = z.strictObject({ title: plainText(60), value: plainText(200) });
export type ExerciseParameter = z.infer<typeof parameterSchema>;

export const elementResourceSchema = z.strictObject({ resourceId: idSchema, caption: plainText(500).default('') });
export type ElementResource = z.infer<typeof elementResourceSchema>;

/** Licence, author and source kept for every imported exercise; creditLine is shown when required. */
export const creditSchema = z.object({
  source: z.string(),
  licence: z.string(),
  licenceUrl: z.string().nullable(),
  author: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** Shown in the browser detail, the portal and PDFs whenever attributionRequired is true. */
  creditLine: z.string().nullable(),
  attributionRequired: z.boolean(),
});
export type Credit = z.infer<typeof creditSchema>;

const elementBase = {
  id: z.string(),
  title: z.string(),
  instructions: z.string(),
  reflect: z.boolean(),
  thumbnailId: z.string().nullable(),
  favourite: z.boolean(),
  folderId: z.string().nullable(),
  stackId: z.string().nullable(),
  parameters: z.array(z.object({ title: z.string(), value: z.string() })),
  resources: z.array(z.object({ resourceId: z.string(), caption: z.string() })),
  /** ISO timestamp of the last change. */
  updated: z.string(),
  /** True when the signed-in clinician may not change it (stock, or a readOnly team/org share). */
  readOnly: z.boolean(),
  categoryId: z.string().nullable(),
  bodyRegions: z.array(z.string()),
  equipment: z.array(z.string()),
  position: z.string().nullable(),
  /** Only for imported exercises (stock library or an organisation's imported folder). */
  credit: creditSchema.nullable(),
  /** The stock movement this exercise is a variant of (null: a movement of its own). */
  movementKey: z.string().nullable().optional(),
  /** The variant in a few words, side left out ("sitting, light band"); stock variants only. */
  variantLabel: z.string().nullable().optional(),
  /** The side of a left or right variant. */
  side: z.enum(['left', 'right']).nullable().optional(),
};

export const exerciseElementSchema = z.object({ ...elementBase, type: z.enum(EXERCISE_TYPES) });
export type ExerciseElement = z.infer<typeof exerciseElementSchema>;

export const stackElementSchema = z.object({
  ...elementBase,
  type: z.enum(STACK_TYPES),
  exercises: z.array(exerciseElementSchema),
});
export type StackElement = z.infer<typeof stackElementSchema>;

export const elementSchema = z.union([exerciseElementSchema, stackElementSchema]);
export type Element = z.infer<typeof elementSchema>;

/**
 * A browser list row: what the list shows and acts on, without instructions, media, credit or
 * tags (the detail and the editor fetch the full element by id). A page of 100 full elements
 * was ~200 KB of JSON, most of it instructions nobody reads in the list. A full `Element` is
 * also a valid list item, so code acting on rows accepts either.
 */
const listItemBase = {
  id: z.string(),
  title: z.string(),
  thumbnailId: z.string().nullable(),
  favourite: z.boolean(),
  folderId: z.string().nullable(),
  stackId: z.string().nullable(),
  readOnly: z.boolean(),
  categoryId: z.string().nullable(),
  parameters: z.array(z.object({ title: z.string(), value: z.string() })),
  /**
   * A stock row stands for its movement: the key opens its variants
   * (`GET /clinician/exercises/movements/{movementKey}`); null for an element that is a movement of
   * its own (custom elements, imported items whose source names no movement).
   */
  movementKey: z.string().nullable().optional(),
  /** How many variants of the movement match the list's search and filters (left and right count once). */
  variantCount: z.number().int().optional(),
};
export const stackMemberItemSchema = z.object({ id: z.string(), title: z.string(), thumbnailId: z.string().nullable() });
export const exerciseListItemSchema = z.object({ ...listItemBase, type: z.enum(EXERCISE_TYPES) });
export const stackListItemSchema = z.object({
  ...listItemBase,
  type: z.enum(STACK_TYPES),
  /** Every exercise of the stack, in order, as the closed stack shows them (id, title, thumbnail). */
  exercises: z.array(stackMemberItemSchema),
});
export const elementListItemSchema = z.union([exerciseListItemSchema, stackListItemSchema]);
export type ElementListItem = z.infer<typeof elementListItemSchema>;
export type StackListItem = z.infer<typeof stackListItemSchema>;

/**
 * One entry of a movement's variant picker: a variant as a list row, with its label. The left and
 * right variants of one variant are one entry: the left one (or the one that matches the
 * search) with the other side beside it, since a set's reflect flag mirrors an exercise for the
 * other side. Both stay addable by their own ids.
 */
export const movementSideSchema = z.enum(['left', 'right']);
export const movementVariantSchema = exerciseListItemSchema.extend({
  variantLabel: z.string(),
  side: movementSideSchema.nullable(),
  /** The same variant on the other side, when there is one. */
  otherSide: exerciseListItemSchema.extend({ side: movementSideSchema }).nullable(),
});
export type MovementVariant = z.infer<typeof movementVariantSchema>;

export const movementVariantListSchema = z.object({
  movementKey: z.string(),
  /** One entry per variant (a left and right pair is one), best first. */
  items: z.array(movementVariantSchema),
  /** How many entries: the `variantCount` of the movement's row under the same search and filters. */
  total: z.number().int(),
  categories: z.array(categorySchema),
});
export type MovementVariantList = z.infer<typeof movementVariantListSchema>;

export const isStackType = (type: ElementType): type is (typeof STACK_TYPES)[number] =>
  (STACK_TYPES as readonly string[]).includes(type);

/** Element type of a custom element by the kind of the folder it lives in (spec section 4). */
export function elementTypeFor(kind: FolderKind, stack: boolean): ElementType {
  return `${kind}${stack ? 'Stack' : 'Exercise'}` as ElementType;
}

/** One exercise written inline in a stack being created or saved. */
export const stackExerciseInputSchema = z.strictObject({
  /** Existing exercise to put into the stack (stock exercises are copied, custom ones moved). */
  id: idSchema.optional(),
  title: plainText(TITLE_MAX).min(1).optional(),
  instructions: plainText(INSTRUCTIONS_MAX).optional(),
  reflect: z.boolean().optional(),
  thumbnailId: idSchema.nullable().optional(),
  parameters: z.array(parameterSchema).max(MAX_PARAMETERS).optional(),
  resources: z.array(elementResourceSchema).max(MAX_ELEMENT_RESOURCES).optional(),
});

/** POST /clinician/exercises: a new custom exercise or stack. */
export const elementCreateSchema = z.strictObject({
  kind: z.enum(['exercise', 'stack']).default('exercise'),
  title: plainText(TITLE_MAX).min(1),
  instructions: plainText(INSTRUCTIONS_MAX).default(''),
  reflect: z.boolean().default(false),
  thumbnailId: idSchema.nullable().default(null),
  /** A folder id, or null for the root of `folderKind` (default: the clinician's own root). */
  folderId: idSchema.nullable().default(null),
  folderKind: folderKindSchema.default('user'),
  parameters: z.array(parameterSchema).max(MAX_PARAMETERS).default([]),
  resources: z.array(elementResourceSchema).max(MAX_ELEMENT_RESOURCES).default([]),
  categoryId: idSchema.nullable().default(null),
  bodyRegions: z.array(plainText(40)).max(20).default([]),
  equipment: z.array(plainText(40)).max(20).default([]),
  position: plainText(40).nullable().default(null),
  /** For stacks: the exercises, in order. */
  exercises: z.array(stackExerciseInputSchema).max(MAX_STACK_EXERCISES).default([]),
});
export type ElementCreate = z.infer<typeof elementCreateSchema>;

/** PUT /clinician/exercises/{id}: fields to change. Saving a stock exercise makes a personal copy. */
export const elementUpdateSchema = z.strictObject({
  title: plainText(TITLE_MAX).min(1).optional(),
  instructions: plainText(INSTRUCTIONS_MAX).optional(),
  reflect: z.boolean().optional(),
  thumbnailId: idSchema.nullable().optional(),
  parameters: z.array(parameterSchema).max(MAX_PARAMETERS).optional(),
  resources: z.array(elementResourceSchema).max(MAX_ELEMENT_RESOURCES).optional(),
  categoryId: idSchema.nullable().optional(),
  bodyRegions: z.array(plainText(40)).max(20).optional(),
  equipment: z.array(plainText(40)).max(20).optional(),
  position: plainText(40).nullable().optional(),
  /** For stacks: the new list of exercises, in order (replaces the old one). */
  exercises: z.array(stackExerciseInputSchema).max(MAX_STACK_EXERCISES).optional(),
});
export type ElementUpdate = z.infer<typeof elementUpdateSchema>;
