import { z } from 'zod';
import { idSchema } from '../common.js';
import { imgWidthSchema } from './elements.js';

/** Internal calls of the exercises service (not exposed over HTTP). */
export const EXERCISES_SUBJECTS = {
  health: 'exercises.health',
  /**
   * Elements by id as another service (sets, portal, PDF) shows them, with credit lines, for
   * `{ ids, lang }`; no access check beyond existence, the caller has already checked its own.
   */
  snapshot: 'exercises.internal.snapshot',
  /**
   * ExerciseResourceFileRequest -> FileRef: a resource's file (or a video's poster) staged for the
   * gateway, the same answer as `GET /clinician/resources/:id/file` (or `/poster`). No access
   * check beyond existence: the caller (the clients service for the portal) has checked that the
   * resource is one it may show.
   */
  resourceFile: 'exercises.internal.resourceFile',
  /** `{ ids }` -> `{ items: ResourceMedia[] }`: whether each resource is an image or a video, for the portal. */
  resourceMedia: 'exercises.internal.resourceMedia',
} as const;

export const exerciseSnapshotRequestSchema = z.object({
  ids: z.array(idSchema).max(200),
  lang: z.enum(['en', 'fr']).default('en'),
});
export type ExerciseSnapshotRequest = z.infer<typeof exerciseSnapshotRequestSchema>;

export const exerciseResourceFileRequestSchema = z.object({
  resourceId: idSchema,
  imgWidth: imgWidthSchema.optional(),
  /** A video's poster frame rather than the video (an image answers its own file). */
  poster: z.boolean().default(false),
});
export type ExerciseResourceFileRequest = z.input<typeof exerciseResourceFileRequestSchema>;

/** A set names at most 50 exercises of 1 thumbnail and 20 resources; a client's enabled sets, a few. */
export const RESOURCE_MEDIA_MAX_IDS = 5000;
export const resourceMediaRequestSchema = z.object({ ids: z.array(idSchema).max(RESOURCE_MEDIA_MAX_IDS) });
export const resourceMediaSchema = z.object({
  id: z.string(),
  media: z.enum(['image', 'video']),
  /** A video with a poster frame of its own (an uploaded video may have none). */
  poster: z.boolean(),
});
export type ResourceMedia = z.infer<typeof resourceMediaSchema>;
export const resourceMediaListSchema = z.object({ items: z.array(resourceMediaSchema) });
