import { z } from 'zod';
import { idSchema, plainText, text } from '../common.js';
import { calendarDaySchema } from '../portal/tracking.js';
import { customAnswersSchema } from './custom.js';
import { answerSchema, instrumentTypeSchema, scaleScoreSchema } from './instruments.js';
import { OUTCOME_DEFINITION_KINDS } from './definitions.js';

/**
 * Client outcomes (spec sections 3 and 7): an outcome measure assigned to a client, its delivery
 * schedule and its results. A client outcome belongs to its client: whoever sees the client (its
 * clinician, team-mates with teamClients) sees it; anyone else gets ERRNOTFOUND. Results are
 * health information: staff with restrictPhi see none (ERRPERMISSION on reads of results, and
 * `latest` empty with `resultsHidden`).
 */

/** The type of a client outcome: a standard instrument's key (`quickdash`), or `custom`. */
export const CUSTOM_OUTCOME_TYPE = 'custom' as const;
export const outcomeTypeSchema = instrumentTypeSchema;

export const OUTCOME_SCHEDULE_KINDS = ['once', 'intervals', 'manual'] as const;
export type OutcomeScheduleKind = (typeof OUTCOME_SCHEDULE_KINDS)[number];
/** Reminders: one every `reminderDays` while an invitation is unanswered, at most this many. */
export const MAX_REMINDERS = 3;

const instant = text(40).pipe(z.iso.datetime({ offset: true }));
const reminderDays = z.number().int().min(1).max(30).nullable().default(null);

/**
 * How the questionnaire reaches the client. `once`: one invitation at `startAt` (default now).
 * `intervals`: one at `startAt`, then every `intervalDays`, until `endAt` (null: until stopped).
 * `manual`: no invitation is sent by itself (the clinician resends, or enters results by hand).
 * Invitations and reminders are e-mails with a link into the portal.
 */
export const outcomeScheduleInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('once'), startAt: instant.optional(), reminderDays }),
  z.strictObject({ kind: z.literal('intervals'), startAt: instant.optional(), intervalDays: z.number().int().min(1).max(365), endAt: instant.nullable().default(null), reminderDays }),
  z.strictObject({ kind: z.literal('manual') }),
]);
export type OutcomeScheduleInput = z.input<typeof outcomeScheduleInputSchema>;

/** A schedule as answered: the fields a kind does not use are null. */
export const outcomeScheduleSchema = z.object({
  kind: z.enum(OUTCOME_SCHEDULE_KINDS),
  startAt: z.string().nullable(),
  intervalDays: z.number().int().nullable(),
  endAt: z.string().nullable(),
  reminderDays: z.number().int().nullable(),
});
export type OutcomeSchedule = z.infer<typeof outcomeScheduleSchema>;

/**
 * Where a client outcome stands: `due` an invitation waits for answers; `scheduled` the next
 * invitation is planned; `idle` nothing is planned (manual, or the schedule has ended); `stopped`
 * the clinician stopped it (enabled false); `clientStopped` the client did.
 */
export const CLIENT_OUTCOME_STATUSES = ['due', 'scheduled', 'idle', 'stopped', 'clientStopped'] as const;
export type ClientOutcomeStatus = (typeof CLIENT_OUTCOME_STATUSES)[number];

export const RESULT_SOURCES = ['portal', 'clinician'] as const;

/** A result without its answers: a row of the history and of `latest`, a point of the chart. */
export const outcomeResultSummarySchema = z.object({
  id: z.string(),
  clientOutcomeId: z.string(),
  /** The definition version it was answered on (scored by that version's rules). */
  definitionVersion: z.string(),
  /** When it was stored (ISO 8601). */
  submitted: z.string(),
  /** The day the client answered (a paper form entered later: the day written on it). */
  takenOn: z.string(),
  source: z.enum(RESULT_SOURCES),
  /** The account that entered it by hand; null from the portal. */
  enteredBy: z.string().nullable(),
  /** This result corrects that earlier one. */
  corrects: z.string().nullable(),
  /** A later result corrects this one: the chart leaves it out. */
  correctedBy: z.string().nullable(),
  /** Each scale, in the definition's order (the first is the headline), with its band or withheld reason. */
  scores: z.array(scaleScoreSchema),
});
export type OutcomeResultSummary = z.infer<typeof outcomeResultSummarySchema>;

/** GET /clinician/clients/outcomes/results/{id}: one result with its answers, never changed. */
export const outcomeResultSchema = outcomeResultSummarySchema.extend({
  answers: z.union([z.array(answerSchema), customAnswersSchema]),
  modules: z.record(z.string(), z.array(answerSchema)),
});
export type OutcomeResult = z.infer<typeof outcomeResultSchema>;

/**
 * The spec's Client outcome: type, enabled, clientStopped, latest, with its schedule and what the
 * outcomes manager shows. Names come in the reader's language.
 */
export const assignedOutcomeSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  /** '' when the clients service could not say. */
  clientName: z.string(),
  /** `quickdash`... or `custom`. */
  type: z.string(),
  kind: z.enum(OUTCOME_DEFINITION_KINDS),
  /** Standard: the type key; custom: the definition's id. */
  definitionId: z.string(),
  /** The version new results are answered on. */
  definitionVersion: z.string(),
  abbreviation: z.string(),
  name: z.string(),
  /** The clinician has it running (false: stopped). Enabling it again sets clientStopped false. */
  enabled: z.boolean(),
  /** The client stopped it from the portal. */
  clientStopped: z.boolean(),
  status: z.enum(CLIENT_OUTCOME_STATUSES),
  schedule: outcomeScheduleSchema,
  /** Shown to the client with the questionnaire and in the e-mail. */
  instructions: z.string(),
  nextInvitationAt: z.string().nullable(),
  lastInvitationAt: z.string().nullable(),
  invitationsSent: z.number().int(),
  remindersSent: z.number().int(),
  resultCount: z.number().int(),
  /** The newest results, newest first (at most 3); empty for restrictPhi staff. */
  latest: z.array(outcomeResultSummarySchema),
  /** True for restrictPhi staff: results are health information. */
  resultsHidden: z.boolean(),
  /** The account that assigned it. */
  assignedBy: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type AssignedOutcome = z.infer<typeof assignedOutcomeSchema>;

/** GET /clinician/clients/outcomes: the outcomes manager, every assigned outcome the clinician sees. */
export const assignedOutcomeListQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** One client's (the client's outcomes tab). */
  clientId: idSchema.optional(),
  status: z.enum(['all', ...CLIENT_OUTCOME_STATUSES]).default('all'),
  /** Newest assignment first, or by client name, or by next invitation. */
  sort: z.enum(['created', 'client', 'next']).default('created'),
});
export type AssignedOutcomeListQuery = z.infer<typeof assignedOutcomeListQuerySchema>;
export const assignedOutcomePageSchema = z.object({ items: z.array(assignedOutcomeSchema), total: z.number().int().min(0) });
export type AssignedOutcomePage = z.infer<typeof assignedOutcomePageSchema>;

/**
 * POST /clinician/clients/outcomes: assign an outcome to a client. `type` a standard instrument's
 * key, or `custom` with the custom outcome's `definitionId`. The first invitation goes at the
 * schedule's start.
 */
export const assignOutcomeSchema = z
  .strictObject({
    clientId: idSchema,
    type: outcomeTypeSchema,
    definitionId: idSchema.optional(),
    schedule: outcomeScheduleInputSchema,
    instructions: plainText(2000).default(''),
  })
  .refine((body) => (body.type === CUSTOM_OUTCOME_TYPE) === (body.definitionId !== undefined), {
    message: 'definitionId is given with type custom, and only then',
    path: ['definitionId'],
  });
export type AssignOutcome = z.output<typeof assignOutcomeSchema>;
export type AssignOutcomeInput = z.input<typeof assignOutcomeSchema>;

/**
 * PUT /clinician/clients/outcomes/{id}: the whole editable part. `enabled: false` stops it;
 * `enabled: true` starts it again and sets clientStopped false. A new schedule plans the next
 * invitation from now (an invitation already sent stays sent).
 */
export const updateAssignedOutcomeSchema = z.strictObject({
  enabled: z.boolean(),
  schedule: outcomeScheduleInputSchema,
  instructions: plainText(2000),
});
export type UpdateAssignedOutcome = z.output<typeof updateAssignedOutcomeSchema>;
export type UpdateAssignedOutcomeInput = z.input<typeof updateAssignedOutcomeSchema>;

/**
 * Answers to submit: a standard instrument's codes in item order (null: missing) with its
 * `modules` (QuickDASH work and sports, KOOS by subscale), or a custom outcome's answers keyed by
 * question key. Bad answers are ERRVALIDATION naming the item, as the score route answers.
 */
export const outcomeAnswersInputSchema = z.strictObject({
  answers: z.union([z.array(answerSchema).max(200), customAnswersSchema]),
  modules: z.record(text(40), z.array(answerSchema).max(200)).optional(),
});
export type OutcomeAnswersInput = z.infer<typeof outcomeAnswersInputSchema>;

/**
 * POST /clinician/clients/outcomes/{id}/result: the clinician enters a result by hand (a paper
 * form). Scored on the server; `corrects` names an earlier result this one replaces (the earlier
 * stays, marked correctedBy). Sent twice with one Idempotency-Key, it is stored once.
 */
export const manualResultSchema = outcomeAnswersInputSchema.extend({
  /** The day written on the form (default: today, UTC). */
  takenOn: calendarDaySchema.optional(),
  corrects: idSchema.optional(),
});
export type ManualResult = z.infer<typeof manualResultSchema>;

/** GET /clinician/clients/outcomes/{id}/history: results oldest first (the baseline first), a page at a time. */
export const outcomeHistoryQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const outcomeHistorySchema = z.object({ items: z.array(outcomeResultSummarySchema), total: z.number().int().min(0) });
export type OutcomeHistory = z.infer<typeof outcomeHistorySchema>;

/** GET /clinician/clients/{clientId}/outcomes/{type}/exists (and .../custom/{defId}/exists). */
export const outcomeExistsSchema = z.object({
  exists: z.boolean(),
  /** The client outcome of that type (the enabled one first), or null. */
  id: z.string().nullable(),
});
export type OutcomeExists = z.infer<typeof outcomeExistsSchema>;
