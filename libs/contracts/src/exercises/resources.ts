import { z } from 'zod';
import { idSchema, plainText } from '../common.js';
import { uploadRefSchema } from '../files.js';

/** Resource kinds of spec section 3. Uploads are userImage or userVideo. */
export const RESOURCE_KINDS = [
  'thumbnail',
  'stockImage',
  'userImage',
  'logo',
  'stockVideo',
  'userVideo',
  'stockAttachment',
  'userAttachment',
] as const;
export const resourceKindSchema = z.enum(RESOURCE_KINDS);
export type ResourceKind = z.infer<typeof resourceKindSchema>;

export const UPLOAD_TYPES = ['image', 'video'] as const;
export const uploadTypeSchema = z.enum(UPLOAD_TYPES);
export type UploadType = z.infer<typeof uploadTypeSchema>;

/** Per-type size limits, checked by the gateway while receiving and again by the service. */
export const UPLOAD_MAX_BYTES: Record<UploadType, number> = {
  image: 15 * 1024 * 1024,
  video: 200 * 1024 * 1024,
};
/** Types sniffed from the content (never from the name or the browser's claim). */
export const UPLOAD_MIME_TYPES: Record<UploadType, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
};

export const resourceSchema = z.object({
  id: z.string(),
  kind: resourceKindSchema,
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
  /** The file at the requested imgWidth (images) or the video file. */
  url: z.string(),
  smallUrl: z.string(),
  largeUrl: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  credit: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListSchema = z.object({ items: z.array(resourceSchema), total: z.number().int() });

/** What the gateway puts in the body of an upload (multipart text fields plus the staged file). */
export const uploadBodySchema = z.object({
  file: uploadRefSchema,
  caption: plainText(500).optional(),
});

export const uploadInfoSchema = z.object({
  type: uploadTypeSchema,
  url: z.string(),
  field: z.string(),
  maxBytes: z.number().int(),
  accept: z.array(z.string()),
});

export const resourceIdParamsSchema = z.strictObject({ id: idSchema });
