import { z } from 'zod';
import { idSchema } from '../common.js';
import { principalSchema } from '../principal.js';

/**
 * Test-only subjects, answered only when the outcomes service runs with OPENSET_TEST_HOOKS=1 (the
 * integration stack): `advance` moves a client outcome's times back by `seconds` (its next
 * invitation and reminder, the invitation waiting, its start and end, the invitations sent), as if
 * that much time had passed; the copies' next look finds what fell due.
 */
export const OUTCOMES_TEST_SUBJECTS = {
  advance: 'outcomes.test.advance',
} as const;

export const advanceOutcomeRequestSchema = z.object({ clientOutcomeId: idSchema, seconds: z.number().int().min(1).max(10 * 365 * 86_400) });
export type AdvanceOutcomeRequest = z.infer<typeof advanceOutcomeRequestSchema>;

/**
 * Internal subjects of the outcomes service. `clientOutcomes`: the clients service's
 * GET /clinician/clients/{id}/outcomes, after it checked its caller sees the client; answers
 * `AssignedOutcomePage` for that principal, as `clientOutcomeRoutes.list` with `clientId` would.
 */
export const OUTCOMES_SUBJECTS = {
  clientOutcomes: 'outcomes.internal.clientOutcomes',
} as const;

export const clientOutcomesRequestSchema = z.object({
  principal: principalSchema,
  clientId: idSchema,
  skip: z.number().int().min(0),
  limit: z.number().int().min(1).max(100),
});
export type ClientOutcomesRequest = z.infer<typeof clientOutcomesRequestSchema>;
