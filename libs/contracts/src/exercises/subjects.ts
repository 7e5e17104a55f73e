import { z } from 'zod';
import { idSchema } from '../common.js';

/** Internal calls of the exercises service (not exposed over HTTP). */
export const EXERCISES_SUBJECTS = {
  health: 'exercises.health',
  /**
   * Elements by id as another service (sets, portal, PDF) shows them, with credit lines, for
   * `{ ids, lang }`; no access check beyond existence, the caller has already checked its own.
   */
  snapshot: 'exercises.internal.snapshot',
} as const;

export const exerciseSnapshotRequestSchema = z.object({
  ids: z.array(idSchema).max(200),
  lang: z.enum(['en', 'fr']).default('en'),
});
export type ExerciseSnapshotRequest = z.infer<typeof exerciseSnapshotRequestSchema>;
