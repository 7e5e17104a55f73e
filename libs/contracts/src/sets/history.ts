import { z } from 'zod';
import { setElementSchema, setEducationSchema } from './set.js';

/** A point in a set's history, written at every save (and, with delivery, every e-mail); never changed. */
export const HISTORY_TYPES = ['save', 'email'] as const;

export const historyPointSummarySchema = z.object({
  id: z.string(),
  setId: z.string(),
  created: z.string(),
  type: z.enum(HISTORY_TYPES),
  savename: z.string(),
  title: z.string(),
  exerciseCount: z.number().int(),
});
export type HistoryPointSummary = z.infer<typeof historyPointSummarySchema>;

export const historyPointSchema = historyPointSummarySchema.extend({
  instructions: z.string(),
  elements: z.array(setElementSchema),
  education: z.array(setEducationSchema),
  /** Always true: a history point opens as a new document. */
  readOnly: z.literal(true),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const historyListSchema = z.object({ items: z.array(historyPointSummarySchema), total: z.number().int() });
