import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RESULT_SOURCES, type ScaleScore } from '@openset/contracts';

/**
 * A result: answers, scored on the server by the definition version they were answered on.
 * Written once and never changed; a correction is a new result naming the one it corrects.
 */
export const ResultSchema = defineEntity({
  name: 'OutcomeResultRow',
  tableName: 'results',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    clientOutcomeId: p.uuid(),
    clientId: p.uuid(),
    definitionId: p.text(),
    definitionVersion: p.text(),
    submittedAt: p.datetime().onCreate(() => new Date()),
    takenOn: p.string().columnType('date'),
    source: p.enum(RESULT_SOURCES),
    enteredBy: p.text().nullable(),
    corrects: p.uuid().nullable(),
    /** A hash of the Idempotency-Key it came with: stored once per key, however late a repeat. */
    keyHash: p.text().nullable(),
    answers: p.json<unknown>(),
    modules: p.json<Record<string, (number | null)[]>>(),
    scores: p.json<ScaleScore[]>(),
  },
});
export type ResultRow = InferEntity<typeof ResultSchema>;
