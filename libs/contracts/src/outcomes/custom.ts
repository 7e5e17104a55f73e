import { z } from 'zod';
import { langSchema, plainText, text } from '../common.js';

/**
 * Custom outcomes (spec section 3): a questionnaire a clinician writes, saved as a definition owned
 * by the clinician, their team or their organisation and shared as exercises are (teamOutcomes,
 * orgOutcomes). It is written in one language. Every save is a new version; a result keeps the
 * version it was answered on.
 */
export const CUSTOM_QUESTION_TYPES = ['shortComment', 'longComment', 'checkbox', 'multipleChoice', 'number', 'numberSlide', 'textBlock', 'formula'] as const;
export type CustomQuestionType = (typeof CUSTOM_QUESTION_TYPES)[number];

export const CUSTOM_TITLE_MAX = 200;
export const CUSTOM_ABBREVIATION_MAX = 20;
export const CUSTOM_INSTRUCTIONS_MAX = 2000;
export const CUSTOM_QUESTION_TEXT_MAX = 2000;
export const CUSTOM_QUESTIONS_MAX = 100;
export const CUSTOM_OPTIONS_MAX = 50;
export const SHORT_COMMENT_MAX = 200;
export const LONG_COMMENT_MAX = 5000;
export const FORMULA_MAX = 500;

/**
 * A question's key: what a formula names it by (`pain + function / 2`) and what answers are keyed
 * by. Letters, digits and underscores, starting with a letter.
 */
export const questionKeySchema = text(40).regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'letters, digits and underscores, starting with a letter');

/** An option of a checkbox or multiple-choice question: the number it counts for and its label. */
export const customOptionInputSchema = z.strictObject({
  code: z.number().finite().min(-1_000_000).max(1_000_000),
  label: plainText(500).pipe(z.string().min(1)),
});

const questionBase = {
  /** Unique in the definition; the view answers it as the question's `id`. */
  key: questionKeySchema,
  text: plainText(CUSTOM_QUESTION_TEXT_MAX).pipe(z.string().min(1)),
  /** The client must answer it before submitting (never for textBlock and formula). */
  required: z.boolean().default(false),
};
const bound = z.number().finite().min(-1_000_000_000).max(1_000_000_000);
const unit = plainText(20).nullable().default(null);

/**
 * One question of a custom outcome, as the builder sends it. Answers: shortComment and
 * longComment text; checkbox the codes ticked (their sum in a formula); multipleChoice one code;
 * number and numberSlide a number within min and max; textBlock is text shown, never answered;
 * formula is worked out by the server from other answers (`expression`, see FORMULA_SYNTAX), never
 * answered, and each formula is a score of the result.
 */
export const customQuestionInputSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('shortComment'), ...questionBase }),
  z.strictObject({ type: z.literal('longComment'), ...questionBase }),
  z.strictObject({ type: z.literal('checkbox'), ...questionBase, options: z.array(customOptionInputSchema).min(1).max(CUSTOM_OPTIONS_MAX) }),
  z.strictObject({ type: z.literal('multipleChoice'), ...questionBase, options: z.array(customOptionInputSchema).min(2).max(CUSTOM_OPTIONS_MAX) }),
  z.strictObject({ type: z.literal('number'), ...questionBase, min: bound.nullable().default(null), max: bound.nullable().default(null), whole: z.boolean().default(false), unit }),
  z.strictObject({
    type: z.literal('numberSlide'),
    ...questionBase,
    min: bound,
    max: bound,
    step: z.number().finite().positive().max(1_000_000).default(1),
    minLabel: plainText(200).default(''),
    maxLabel: plainText(200).default(''),
    unit,
  }),
  z.strictObject({ type: z.literal('textBlock'), key: questionKeySchema, text: plainText(CUSTOM_QUESTION_TEXT_MAX).pipe(z.string().min(1)) }),
  z.strictObject({
    type: z.literal('formula'),
    key: questionKeySchema,
    text: plainText(CUSTOM_QUESTION_TEXT_MAX).pipe(z.string().min(1)),
    expression: text(FORMULA_MAX, { trim: true }).pipe(z.string().min(1)),
    /** Decimals the score is rounded to. */
    decimals: z.number().int().min(0).max(4).default(1),
    unit,
    /** Which way is better, for the chart (null: neither). */
    higherIsBetter: z.boolean().nullable().default(null),
  }),
]);
export type CustomQuestionInput = z.input<typeof customQuestionInputSchema>;
export type CustomQuestion = z.output<typeof customQuestionInputSchema>;

/**
 * What a formula may say: numbers, the keys of earlier number, numberSlide, multipleChoice and
 * checkbox questions (a checkbox counts as the sum of the codes ticked; an unanswered question
 * makes the formula unanswered), + - * / ^ %, parentheses, comparisons and `x ? a : b`, and the
 * functions below. Parsed by a safe expression parser, never evaluated as JavaScript; a formula
 * that names an unknown key or function is ERRVALIDATION naming the question.
 */
export const FORMULA_FUNCTIONS = ['abs', 'ceil', 'floor', 'round', 'sqrt', 'min', 'max', 'sum', 'avg', 'count'] as const;

/**
 * POST /clinician/outcomes/definitions: a custom outcome. Question keys are unique; a formula names
 * only questions before it. `scope`: who owns it (team and org need readWrite there).
 */
export const customOutcomeCreateSchema = z.strictObject({
  title: plainText(CUSTOM_TITLE_MAX).pipe(z.string().min(1)),
  abbreviation: plainText(CUSTOM_ABBREVIATION_MAX).default(''),
  instructions: plainText(CUSTOM_INSTRUCTIONS_MAX).default(''),
  /** The language it is written in. */
  lang: langSchema,
  questions: z.array(customQuestionInputSchema).min(1).max(CUSTOM_QUESTIONS_MAX),
  scope: z.enum(['user', 'team', 'org']).default('user'),
});
export type CustomOutcomeCreate = z.output<typeof customOutcomeCreateSchema>;
export type CustomOutcomeCreateInput = z.input<typeof customOutcomeCreateSchema>;

/** PUT /clinician/outcomes/definitions/{id}: the whole definition again; a new version. */
export const customOutcomeUpdateSchema = customOutcomeCreateSchema.omit({ scope: true });
export type CustomOutcomeUpdate = z.output<typeof customOutcomeUpdateSchema>;
export type CustomOutcomeUpdateInput = z.input<typeof customOutcomeUpdateSchema>;

/** One answer to a custom question: text, a number, the codes ticked, or null (unanswered). */
export const customAnswerSchema = z.union([z.number().finite(), text(LONG_COMMENT_MAX), z.array(z.number().finite()).max(CUSTOM_OPTIONS_MAX), z.null()]);
export type CustomAnswer = z.infer<typeof customAnswerSchema>;
/** Answers to a custom outcome, keyed by question key; a question left out is unanswered. */
export const customAnswersSchema = z.record(questionKeySchema, customAnswerSchema);
export type CustomAnswers = z.infer<typeof customAnswersSchema>;
