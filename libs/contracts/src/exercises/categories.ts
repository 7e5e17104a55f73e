import { z } from 'zod';

export const categorySchema = z.object({
  id: z.string(),
  key: z.string(),
  parentId: z.string().nullable(),
  /** In the signed-in clinician's language (English when no French title exists). */
  title: z.string(),
  order: z.number().int(),
});
export type ExerciseCategory = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ items: z.array(categorySchema), total: z.number().int() });
