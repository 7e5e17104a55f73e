import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A bulk parameter preset of one clinician, at `position` in their list. */
export const PresetSchema = defineEntity({
  name: 'ParameterPresetRow',
  tableName: 'presets',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    ownerId: p.text(),
    position: p.integer(),
    parameters: p.json<{ title: string; value: string }[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PresetRow = InferEntity<typeof PresetSchema>;
