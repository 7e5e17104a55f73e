import { z } from 'zod';
import { langSchema, plainText } from '../common.js';
import { CUSTOM_QUESTION_TYPES } from './custom.js';

/**
 * Outcome definitions as a reader sees them, in one language (the clinician's, or the client's in
 * the portal): the ten standard instruments (id = their type key, `quickdash`) and custom outcomes
 * (id = a uuid). Both are drawn by the same question types: a standard instrument's coded item is a
 * multipleChoice whose codes are those printed on the form, a measured item (VAS) a numberSlide.
 */
export const OUTCOME_DEFINITION_KINDS = ['standard', 'custom'] as const;
export type OutcomeDefinitionKind = (typeof OUTCOME_DEFINITION_KINDS)[number];
/** Who owns a definition: standard ones are everybody's (`stock`). */
export const OUTCOME_SCOPES = ['stock', 'user', 'team', 'org'] as const;
export type OutcomeScope = (typeof OUTCOME_SCOPES)[number];

export const outcomeOptionSchema = z.object({ code: z.number(), label: z.string() });
export type OutcomeOption = z.infer<typeof outcomeOptionSchema>;

const questionFields = {
  /** Standard: the item's id; custom: the question's key (what answers are keyed by). */
  id: z.string(),
  /** Its number on the form (what an ERRVALIDATION names); null for textBlock and formula. */
  number: z.number().int().nullable(),
  /** A section heading shown before it, or the item's name where the wording is licensed (NDI, RMDQ). */
  heading: z.string().nullable(),
  /** The question; null where the owner's licence does not let the wording be shown. */
  text: z.string().nullable(),
  required: z.boolean(),
};

/** One question as a screen draws it. */
export const outcomeQuestionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shortComment'), ...questionFields, maxLength: z.number().int() }),
  z.object({ type: z.literal('longComment'), ...questionFields, maxLength: z.number().int() }),
  z.object({ type: z.literal('checkbox'), ...questionFields, options: z.array(outcomeOptionSchema) }),
  z.object({ type: z.literal('multipleChoice'), ...questionFields, options: z.array(outcomeOptionSchema) }),
  z.object({ type: z.literal('number'), ...questionFields, min: z.number().nullable(), max: z.number().nullable(), whole: z.boolean(), unit: z.string().nullable() }),
  z.object({
    type: z.literal('numberSlide'),
    ...questionFields,
    min: z.number(),
    max: z.number(),
    step: z.number(),
    minLabel: z.string(),
    maxLabel: z.string(),
    unit: z.string().nullable(),
  }),
  z.object({ type: z.literal('textBlock'), ...questionFields }),
  z.object({ type: z.literal('formula'), ...questionFields, expression: z.string(), decimals: z.number().int(), unit: z.string().nullable() }),
]);
export type OutcomeQuestion = z.infer<typeof outcomeQuestionSchema>;
export const outcomeQuestionTypeSchema = z.enum(CUSTOM_QUESTION_TYPES);

/**
 * A separately answered part of a standard instrument: QuickDASH's optional work and sports
 * modules (`optional: true`). Its answers go in `modules[key]` of a submission, in this order.
 */
export const outcomeModuleSchema = z.object({
  key: z.string(),
  title: z.string(),
  optional: z.boolean(),
  questions: z.array(outcomeQuestionSchema),
});
export type OutcomeModule = z.infer<typeof outcomeModuleSchema>;

export const outcomeBandSchema = z.object({ key: z.string(), label: z.string(), min: z.number(), max: z.number() });
export type OutcomeBand = z.infer<typeof outcomeBandSchema>;

/**
 * A score the definition yields, with what the chart needs: its range, which way is better
 * (null: neither, a custom formula that does not say), its MCID (a change from baseline beyond it
 * is clinically meaningful) and its bands, ascending. A custom outcome's scales are its formulas.
 */
export const outcomeScaleSchema = z.object({
  key: z.string(),
  label: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
  higherIsBetter: z.boolean().nullable(),
  mcid: z.object({ value: z.number(), unit: z.string(), source: z.string(), note: z.string().nullable() }).nullable(),
  bands: z.array(outcomeBandSchema),
});
export type OutcomeScale = z.infer<typeof outcomeScaleSchema>;

/** The owner's licence in the reader's language; `commercialRestriction`: the clinic must see `notice`. */
export const outcomeLicenceSchema = z.object({
  kind: z.string(),
  owner: z.string(),
  notice: z.string(),
  commercialRestriction: z.boolean(),
  itemTextIncluded: z.boolean(),
});
export type OutcomeLicence = z.infer<typeof outcomeLicenceSchema>;

/** A definition row of the outcomes manager and the wizard's first step (no questions). */
export const outcomeDefinitionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(OUTCOME_DEFINITION_KINDS),
  /** Standard: the type key (`quickdash`, as in `/definitions/:type/score`); custom: `custom`. */
  type: z.string(),
  version: z.string(),
  /** The language of the texts answered. */
  lang: langSchema,
  abbreviation: z.string(),
  name: z.string(),
  scope: z.enum(OUTCOME_SCOPES),
  /** Custom: who wrote it; standard: null. */
  ownerId: z.string().nullable(),
  /** May this clinician change it (standard never; team/org with readWrite)? */
  readOnly: z.boolean(),
  archived: z.boolean(),
  questionCount: z.number().int(),
  /** null for standard instruments (kept by version). */
  updated: z.string().nullable(),
  licence: outcomeLicenceSchema.nullable(),
});
export type OutcomeDefinitionSummary = z.infer<typeof outcomeDefinitionSummarySchema>;

/** GET /clinician/outcomes/definitions/{id}: the whole definition, to draw the questionnaire and the chart. */
export const outcomeDefinitionSchema = outcomeDefinitionSummarySchema.extend({
  instructions: z.string(),
  questions: z.array(outcomeQuestionSchema),
  modules: z.array(outcomeModuleSchema),
  /** The first is the headline score. */
  scales: z.array(outcomeScaleSchema),
  /** Standard: the published source of each scoring rule; custom: none. */
  citations: z.array(z.object({ rule: z.string(), source: z.string() })),
  /** Standard: the French wording's provenance; custom: ''. */
  translation: z.string(),
});
export type OutcomeDefinition = z.infer<typeof outcomeDefinitionSchema>;

export const OUTCOME_DEFINITION_TABS = ['all', 'standard', 'custom', 'user', 'team', 'org'] as const;
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /clinician/outcomes/definitions: standard ones first (in the spec's order), then custom by name. */
export const outcomeDefinitionListQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: plainText(100).optional(),
  tab: z.enum(OUTCOME_DEFINITION_TABS).default('all'),
  /** The archived custom outcomes instead of the others. */
  archived: booleanQuery.default(false),
});
export type OutcomeDefinitionListQuery = z.infer<typeof outcomeDefinitionListQuerySchema>;
export const outcomeDefinitionPageSchema = z.object({ items: z.array(outcomeDefinitionSummarySchema), total: z.number().int().min(0) });
export type OutcomeDefinitionPage = z.infer<typeof outcomeDefinitionPageSchema>;

/** GET /clinician/outcomes/definitions/{id}?lang=: the language (default: the clinician's; a custom outcome answers in its own). */
export const outcomeDefinitionQuerySchema = z.strictObject({ lang: langSchema.optional() });

/** PUT /clinician/outcomes/definitions/{id}/archived?value=: an archived outcome is assigned no more; assignments keep it. */
export const outcomeArchivedQuerySchema = z.strictObject({ value: booleanQuery });
