import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { HISTORY_TYPES } from '@openset/contracts';
import { setContentProperties } from '../sets/set.entity.js';

/** What a set held when it was saved (or sent): written once, never changed (a trigger refuses it). */
export const HistoryPointSchema = defineEntity({
  name: 'HistoryPoint',
  tableName: 'history_points',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    setId: p.uuid(),
    type: p.enum(HISTORY_TYPES),
    ...setContentProperties,
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type HistoryPointRow = InferEntity<typeof HistoryPointSchema>;
