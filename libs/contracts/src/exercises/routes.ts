import { z } from 'zod';
import { emptyObjectSchema, idListSchema, idSchema, noBodySchema, okSchema, pageQuerySchema, text } from '../common.js';
import { fileRoute } from '../file-route.js';
import { defineRoute } from '../route.js';
import { categoryListSchema } from './categories.js';
import {
  EXERCISE_PAGE_SIZE,
  elementCreateSchema,
  elementListItemSchema,
  elementSchema,
  elementUpdateSchema,
  imageFileQuerySchema,
  imgWidthSchema,
  movementVariantListSchema,
} from './elements.js';
import { folderCreateSchema, folderListSchema, folderSchema, folderUpdateSchema } from './folders.js';
import {
  resourceIdParamsSchema,
  resourceListSchema,
  resourceSchema,
  UPLOAD_MAX_BYTES,
  uploadBodySchema,
  uploadInfoSchema,
  uploadTypeSchema,
} from './resources.js';
import { categorySchema } from './categories.js';

const noParams = emptyObjectSchema;
const noQuery = emptyObjectSchema;
const noBody = noBodySchema;
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Browser list query (spec section 7): paging by 100, full-text search and filters. */
export const elementListQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(EXERCISE_PAGE_SIZE).default(EXERCISE_PAGE_SIZE),
  search: text(200, { trim: true }).optional(),
  imgWidth: imgWidthSchema.optional(),
  categoryId: idSchema.optional(),
  /** A folder id, or `root` for the elements outside any folder. */
  folderId: idSchema.optional(),
  bodyRegion: text(40, { trim: true }).optional(),
  equipment: text(40, { trim: true }).optional(),
  position: text(40, { trim: true }).optional(),
  /** The browser's exercise and stack filters (they cannot both be off). */
  kinds: z.enum(['all', 'exercise', 'stack']).default('all'),
});
export type ElementListQuery = z.infer<typeof elementListQuerySchema>;

/**
 * A movement's variants under the search and filters of the list its row came from (no paging:
 * a movement has a few dozen variants at most).
 */
export const movementQuerySchema = elementListQuerySchema.pick({
  skip: true,
  limit: true,
  search: true,
  imgWidth: true,
  categoryId: true,
  bodyRegion: true,
  equipment: true,
  position: true,
});
export type MovementQuery = z.infer<typeof movementQuerySchema>;
/** A movement's search and filters, which the designer gives; it reads every page of the variants. */
export type MovementFilters = Omit<MovementQuery, 'skip' | 'limit'>;

export const elementListSchema = z.object({
  items: z.array(elementSchema),
  total: z.number().int(),
  resources: z.array(resourceSchema),
  categories: z.array(categorySchema),
});
export type ElementList = z.infer<typeof elementListSchema>;

/**
 * A browser list page: lean rows (ElementListItem) and their category titles. `resources` is
 * empty: rows show thumbnails by id (`/clinician/resources/{id}/file?imgWidth=`). GET /{ids}
 * answers full elements with their resources.
 */
export const elementPageSchema = elementListSchema.extend({ items: z.array(elementListItemSchema) });
export type ElementPage = z.infer<typeof elementPageSchema>;

const idParams = z.strictObject({ id: idSchema });
const idsParams = z.strictObject({ ids: idListSchema });
const moveParams = z.strictObject({ id: idSchema, targetId: idSchema });

const list = (name: string, path: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path: `/clinician/exercises${path}`,
    subject: `exercises.list.${name}`,
    access: 'clinician',
    tag: 'exercises',
    summary,
    params: noParams,
    query: elementListQuerySchema,
    body: noBody,
    response: elementPageSchema,
  });

/**
 * Order matters: the gateway registers routes in this order, so the fixed paths (folders,
 * categories, favourite, stock...) come before `/clinician/exercises/:ids`.
 */
export const exerciseRoutes = {
  categories: defineRoute({
    method: 'GET',
    path: '/clinician/exercises/categories',
    subject: 'exercises.categories.list',
    access: 'clinician',
    tag: 'exercises',
    summary: 'The category tree of the stock library, parents before children, a page at a time (skip, limit)',
    params: noParams,
    query: pageQuerySchema,
    body: noBody,
    response: categoryListSchema,
  }),
  foldersList: defineRoute({
    method: 'GET',
    path: '/clinician/exercises/folders',
    subject: 'exercises.folders.list',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Custom folders the clinician can see (own, team and organisation), a page at a time (skip, limit)',
    params: noParams,
    query: pageQuerySchema,
    body: noBody,
    response: folderListSchema,
  }),
  foldersCreate: defineRoute({
    method: 'POST',
    path: '/clinician/exercises/folders',
    subject: 'exercises.folders.create',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Create a folder (max folder depth applies)',
    params: noParams,
    query: noQuery,
    body: folderCreateSchema,
    response: folderSchema,
  }),
  foldersUpdate: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/folders/:id',
    subject: 'exercises.folders.update',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Rename or move a folder',
    params: idParams,
    query: noQuery,
    body: folderUpdateSchema,
    response: folderSchema,
  }),
  foldersDelete: defineRoute({
    method: 'DELETE',
    path: '/clinician/exercises/folders/:id',
    subject: 'exercises.folders.delete',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Delete an empty folder',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
  listAll: list('all', '', 'Every exercise and stack the clinician can see (stock: one row per movement)'),
  listFavourite: list('favourite', '/favourite', 'Starred elements, in their own order'),
  listCustom: list('custom', '/custom', 'Own, team and organisation elements'),
  listUser: list('user', '/user', "The clinician's own elements"),
  listTeam: list('team', '/team', 'Team and organisation elements'),
  listStock: list('stock', '/stock', 'The stock library, one row per movement'),
  movementVariants: defineRoute({
    method: 'GET',
    path: '/clinician/exercises/movements/:movementKey',
    subject: 'exercises.movements.variants',
    access: 'clinician',
    tag: 'exercises',
    summary: "A stock movement's variants (left and right as one entry) matching the list's search and filters, a page at a time (skip, limit)",
    params: z.strictObject({ movementKey: idSchema }),
    query: movementQuerySchema,
    body: noBody,
    response: movementVariantListSchema,
  }),
  favouriteLeft: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/favourite/:id/toLeftOf/:targetId',
    subject: 'exercises.favourites.toLeftOf',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Move a favourite before another favourite',
    params: moveParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
  favouriteRight: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/favourite/:id/toRightOf/:targetId',
    subject: 'exercises.favourites.toRightOf',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Move a favourite after another favourite',
    params: moveParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/clinician/exercises/:ids',
    subject: 'exercises.elements.get',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Elements by id (comma separated), with their resources and categories',
    params: idsParams,
    query: imageFileQuerySchema,
    body: noBody,
    response: elementListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/clinician/exercises',
    subject: 'exercises.elements.create',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Create a custom exercise or stack (?favourite=true also stars it)',
    params: noParams,
    query: z.strictObject({ favourite: flag.optional() }),
    body: elementCreateSchema,
    response: elementSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/:id',
    subject: 'exercises.elements.update',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Save an element; saving a stock exercise makes a personal copy',
    params: idParams,
    query: noQuery,
    body: elementUpdateSchema,
    response: elementSchema,
  }),
  favourite: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/:id/favourite',
    subject: 'exercises.elements.favourite',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Star (value=true, default) or unstar (value=false) an element',
    params: idParams,
    query: z.strictObject({ value: flag.default(true) }),
    body: noBody,
    response: elementSchema,
  }),
  toLeftOf: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/:id/toLeftOf/:targetId',
    subject: 'exercises.elements.toLeftOf',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Move a custom element before another one of the same list',
    params: moveParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
  toRightOf: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/:id/toRightOf/:targetId',
    subject: 'exercises.elements.toRightOf',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Move a custom element after another one of the same list',
    params: moveParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
  moveToFolder: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/:ids/folder/:folderId',
    subject: 'exercises.elements.moveToFolder',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Move elements into a folder (or `user`, `team`, `org` for a root); their type follows the folder kind',
    params: z.strictObject({ ids: idListSchema, folderId: idSchema }),
    query: noQuery,
    body: noBody,
    response: elementListSchema,
  }),
  moveToStack: defineRoute({
    method: 'PUT',
    path: '/clinician/exercises/:ids/stack/:stackId',
    subject: 'exercises.elements.moveToStack',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Move exercises into a stack (they become stackExercise; stock ones are copied)',
    params: z.strictObject({ ids: idListSchema, stackId: idSchema }),
    query: noQuery,
    body: noBody,
    response: elementListSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/clinician/exercises/:ids',
    subject: 'exercises.elements.delete',
    access: 'clinician',
    tag: 'exercises',
    summary: 'Delete custom elements (a stack with its exercises)',
    params: idsParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
};

/** Resources: uploads, metadata by id, and the files themselves (resized images, videos, posters). */
export const resourceRoutes = {
  uploadInfo: defineRoute({
    method: 'GET',
    path: '/clinician/resources/upload/:type',
    subject: 'exercises.resources.uploadInfo',
    access: 'clinician',
    tag: 'resources',
    summary: 'Where and how to upload an image or a video (field, size limit, accepted types)',
    params: z.strictObject({ type: uploadTypeSchema }),
    query: imageFileQuerySchema,
    body: noBody,
    response: uploadInfoSchema,
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/clinician/resources/upload/image',
    subject: 'exercises.resources.uploadImage',
    access: 'clinician',
    tag: 'resources',
    summary: 'Upload an image (multipart field `file`); wrong type or too big answers Upload Error',
    params: noParams,
    query: imageFileQuerySchema,
    body: uploadBodySchema,
    response: resourceSchema,
    transfer: { kind: 'upload', field: 'file', maxBytes: UPLOAD_MAX_BYTES.image },
  }),
  uploadVideo: defineRoute({
    method: 'POST',
    path: '/clinician/resources/upload/video',
    subject: 'exercises.resources.uploadVideo',
    access: 'clinician',
    tag: 'resources',
    summary: 'Upload a video (multipart field `file`); wrong type or too big answers Upload Error',
    params: noParams,
    query: imageFileQuerySchema,
    body: uploadBodySchema,
    response: resourceSchema,
    transfer: { kind: 'upload', field: 'file', maxBytes: UPLOAD_MAX_BYTES.video },
  }),
  file: fileRoute({
    path: '/clinician/resources/:id/file',
    subject: 'exercises.resources.file',
    access: 'clinician',
    tag: 'resources',
    summary: 'The file: an image at imgWidth (resized once, then cached) or the video',
    params: resourceIdParamsSchema,
  }),
  poster: fileRoute({
    path: '/clinician/resources/:id/poster',
    subject: 'exercises.resources.poster',
    access: 'clinician',
    tag: 'resources',
    summary: "A video's poster frame at imgWidth",
    params: resourceIdParamsSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/clinician/resources/:ids',
    subject: 'exercises.resources.get',
    access: 'clinician',
    tag: 'resources',
    summary: 'Resources by id with their URLs at imgWidth (default 1000)',
    params: idsParams,
    query: imageFileQuerySchema,
    body: noBody,
    response: resourceListSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/clinician/resources/:id',
    subject: 'exercises.resources.delete',
    access: 'clinician',
    tag: 'resources',
    summary: 'Delete an upload of your own with its files; one still in use (an exercise, a set or its history, a draft) answers ERROPERATION `resourceInUse`',
    params: resourceIdParamsSchema,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
};
