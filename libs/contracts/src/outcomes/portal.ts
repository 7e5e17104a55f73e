import { z } from 'zod';
import { outcomeDefinitionSchema } from './definitions.js';

/**
 * The client portal's questionnaires (/portal/outcomes). A client sees their own outcomes that are
 * enabled and not stopped; anything else answers ERRNOTFOUND. The definition comes in the
 * client's language. The invitation e-mail links to `<PUBLIC_URL>/portal/outcomes/<id>`.
 */
export const portalOutcomeSummarySchema = z.object({
  /** The client outcome's id. */
  id: z.string(),
  abbreviation: z.string(),
  name: z.string(),
  instructions: z.string(),
  /** An invitation waits for answers (the list holds only these). */
  due: z.boolean(),
  /** When the invitation waiting was sent; null when none waits. */
  dueSince: z.string().nullable(),
  /** When the client last submitted answers to it; null before the first. */
  lastSubmitted: z.string().nullable(),
});
export type PortalOutcomeSummary = z.infer<typeof portalOutcomeSummarySchema>;
export const portalOutcomeListSchema = z.object({ items: z.array(portalOutcomeSummarySchema), total: z.number().int().min(0) });
export type PortalOutcomeList = z.infer<typeof portalOutcomeListSchema>;

/** GET /portal/outcomes/{id}: the questionnaire to fill in, whole. */
export const portalOutcomeSchema = portalOutcomeSummarySchema.extend({ definition: outcomeDefinitionSchema });
export type PortalOutcome = z.infer<typeof portalOutcomeSchema>;

/**
 * POST /portal/outcomes/{id}/results: the answers are stored and scored (the scores are the
 * clinician's to read). The same Idempotency-Key sent again (the portal's outbox) answers the
 * first answer and stores nothing more, also after a day.
 */
export const portalResultStoredSchema = z.object({ id: z.string(), submitted: z.string() });
export type PortalResultStored = z.infer<typeof portalResultStoredSchema>;
