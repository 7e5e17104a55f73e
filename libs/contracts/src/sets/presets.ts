import { z } from 'zod';
import { plainText } from '../common.js';
import { MAX_PARAMETERS } from '../exercises/elements.js';

/**
 * A bulk parameter preset: parameters the builder applies to all or the selected exercises in
 * one go. Saved only when at least one parameter has both a title and a value (spec section 5).
 */
export const presetParameterSchema = z.strictObject({ title: plainText(60), value: plainText(200) });

export const presetCreateSchema = z.strictObject({
  parameters: z
    .array(presetParameterSchema)
    .min(1)
    .max(MAX_PARAMETERS)
    .refine((parameters) => parameters.some((p) => p.title !== '' && p.value !== ''), 'at least one parameter needs both a title and a value'),
});
export type PresetCreate = z.infer<typeof presetCreateSchema>;

export const presetSchema = z.object({
  id: z.string(),
  parameters: z.array(z.object({ title: z.string(), value: z.string() })),
});
export type ParameterPreset = z.infer<typeof presetSchema>;

export const presetListSchema = z.object({ items: z.array(presetSchema), total: z.number().int() });
