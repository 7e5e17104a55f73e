import { z } from 'zod';
import { text } from '../common.js';

/**
 * Standard outcome instruments (spec section 1, issue 45): the versioned definition the outcomes
 * service holds for each, the answers sent to it and the scores it answers. Definitions are data
 * the service owns (services/outcomes/src/instruments/); these are their shapes on the wire.
 */

/** Type keys of the standard instruments: lower-case, as in `/outcomes/definitions/:type`. */
export const instrumentTypeSchema = text(40).regex(/^[a-z][a-z0-9-]*$/, 'invalid instrument type');

/** English and French text. */
export const bilingualSchema = z.object({ en: z.string(), fr: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

/** One answer option: the code printed on the form and its label. */
export const answerOptionSchema = z.object({ code: z.number(), label: bilingualSchema });
export type AnswerOption = z.infer<typeof answerOptionSchema>;

/**
 * One item in the questionnaire's order. `text` is null where the owner's licence does not let the
 * wording be reproduced (the clinic uses its licensed form; `heading` names the item). An item is
 * either coded (its answer is one of `options`' codes) or measured (`range`: any value from min to
 * max, whole numbers only when `whole`; `options` then label the anchors).
 */
export const instrumentItemSchema = z.object({
  id: z.string(),
  /** Its number on the form, from 1: what an ERRVALIDATION names. */
  number: z.number().int().min(1),
  heading: bilingualSchema.nullable(),
  text: bilingualSchema.nullable(),
  options: z.array(answerOptionSchema),
  range: z.object({ min: z.number(), max: z.number(), whole: z.boolean(), unit: z.string().nullable() }).nullable(),
});
export type InstrumentItem = z.infer<typeof instrumentItemSchema>;

/** A rule of the definition and the published source it follows. */
export const citationSchema = z.object({ rule: z.string(), source: z.string() });
export type Citation = z.infer<typeof citationSchema>;

/** An interpretation band of a scale: [min, max] on the scale's own units, both ends included. */
export const scoreBandSchema = z.object({ key: z.string(), label: bilingualSchema, min: z.number(), max: z.number() });
export type ScoreBand = z.infer<typeof scoreBandSchema>;

/** The minimal clinically important difference of a scale and its source. */
export const mcidSchema = z.object({ value: z.number().positive(), unit: z.string(), source: z.string(), note: z.string().nullable() });
export type Mcid = z.infer<typeof mcidSchema>;

/** One score an instrument yields (a total, a subscale, a percent). */
export const scaleDefinitionSchema = z.object({
  key: z.string(),
  label: bilingualSchema,
  min: z.number(),
  max: z.number(),
  unit: z.string().nullable(),
  higherIsBetter: z.boolean(),
  mcid: mcidSchema.nullable(),
  /** In ascending order, covering min..max; empty where the instrument defines none. */
  bands: z.array(scoreBandSchema),
});
export type ScaleDefinition = z.infer<typeof scaleDefinitionSchema>;

export const licenceSchema = z.object({
  /** e.g. `free-clinical`, `non-commercial`, `permission-required`, `public-domain`. */
  kind: z.string(),
  owner: z.string(),
  /** The owner's notice, shown to the clinic. */
  notice: bilingualSchema,
  /** The owner restricts use in commercial software: the clinic must see the notice. */
  commercialRestriction: z.boolean(),
  /** Whether the definition carries the items' wording. */
  itemTextIncluded: z.boolean(),
});
export type Licence = z.infer<typeof licenceSchema>;

export const instrumentDefinitionSchema = z.object({
  type: z.string(),
  /** Changes whenever items, options or scoring change; a result keeps the version it was answered on. */
  version: z.string(),
  abbreviation: z.string(),
  name: bilingualSchema,
  instructions: bilingualSchema,
  items: z.array(instrumentItemSchema),
  /** The first scale is the instrument's headline score. */
  scales: z.array(scaleDefinitionSchema).min(1),
  licence: licenceSchema,
  /** The French wording's provenance (a validated adaptation, or a working translation). */
  translation: z.string(),
  citations: z.array(citationSchema),
});
export type InstrumentDefinition = z.infer<typeof instrumentDefinitionSchema>;

/** A missing answer is null; codes are those printed on the form. */
export const answerSchema = z.number().nullable();
const answerListSchema = z.array(answerSchema).max(200);

/**
 * Answers in the questionnaire's item order. `modules` carries separately scored parts where an
 * instrument has them (QuickDASH's optional work and sports modules, KOOS by subscale).
 */
export const instrumentAnswersSchema = z.strictObject({
  answers: answerListSchema,
  modules: z.record(text(40), answerListSchema).optional(),
});
export type InstrumentAnswers = z.infer<typeof instrumentAnswersSchema>;

/** One score: a number, or withheld (value null) with the scoring rule's reason. */
export const scaleScoreSchema = z.object({
  key: z.string(),
  label: bilingualSchema,
  value: z.number().nullable(),
  /** Items answered and missing of those the scale uses. */
  answered: z.number().int().optional(),
  missing: z.number().int().optional(),
  /** The value was computed by the manual's missing-item rule (imputed or prorated). */
  adjusted: z.boolean().optional(),
  /** Machine key of the withholding rule, e.g. `tooManyMissing`. */
  reason: z.string().optional(),
  /** Present when the value is withheld: the rule's reason. */
  withheld: bilingualSchema.optional(),
  /** Severity band, where the instrument defines bands. */
  band: z.object({ key: z.string(), label: bilingualSchema }).nullable().optional(),
});
export type ScaleScore = z.infer<typeof scaleScoreSchema>;

export const instrumentScoreSchema = z.object({
  type: z.string(),
  version: z.string(),
  scores: z.array(scaleScoreSchema),
});
export type InstrumentScore = z.infer<typeof instrumentScoreSchema>;

/** ERRVALIDATION details of a bad answer: the field, the message and the item's number on the form. */
export const answerErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
  item: z.number().int().nullable(),
  itemId: z.string().nullable(),
});
export type AnswerErrorDetail = z.infer<typeof answerErrorDetailSchema>;
