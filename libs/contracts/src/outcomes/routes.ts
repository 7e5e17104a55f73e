import { z } from 'zod';
import { emptyObjectSchema } from '../common.js';
import { defineRoute } from '../route.js';
import { instrumentAnswersSchema, instrumentScoreSchema, instrumentTypeSchema } from './instruments.js';

const typeParams = z.strictObject({ type: instrumentTypeSchema });

/**
 * Outcome definitions (spec section 1; issue 45), under /clinician/outcomes/definitions.
 * `score` scores a set of answers with a standard instrument without storing anything: the
 * manual-entry screen previews with it and partners use it. Bad answers are ERRVALIDATION whose
 * details name the item (`answerErrorDetailSchema`); an unknown type is ERRNOTFOUND.
 */
export const outcomeDefinitionRoutes = {
  score: defineRoute({
    method: 'POST',
    path: '/clinician/outcomes/definitions/:type/score',
    subject: 'outcomes.definitions.score',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Scores a set of answers with a standard instrument (not stored): each scale, its band, or withheld with the reason',
    params: typeParams,
    query: emptyObjectSchema,
    body: instrumentAnswersSchema,
    response: instrumentScoreSchema,
    idempotent: true,
  }),
};
