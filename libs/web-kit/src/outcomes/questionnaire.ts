import type { CustomAnswer, InstrumentAnswers, OutcomeAnswersInput, OutcomeDefinition, OutcomeQuestion } from '@openset/contracts';

/**
 * A questionnaire being answered, as the portal's form and the clinician's manual entry both keep
 * it: answers by question, keyed by `answerKey` (a module's questions by module and id). What is
 * sent is the contract's answers: a standard instrument's codes in item order with its modules
 * (a missing item null), a custom outcome's answers by question key. The server scores them and
 * applies the instrument's missing-item rule, so nothing here scores.
 */
export type AnswerMap = Readonly<Record<string, CustomAnswer>>;

/** One question in the order it is asked, with the module it belongs to (null: the main part). */
export interface AskedQuestion {
  key: string;
  question: OutcomeQuestion;
  /** The module's key and title, for a module's question. */
  module: { key: string; title: string; optional: boolean } | null;
}

type Definition = Pick<OutcomeDefinition, 'kind' | 'questions' | 'modules'>;

/** A question the reader answers: not a block of text, not a formula the server works out. */
export const isAnswerable = (question: OutcomeQuestion): boolean => question.type !== 'textBlock' && question.type !== 'formula';

export const answerKey = (moduleKey: string | null, questionId: string): string => (moduleKey ? `${moduleKey}/${questionId}` : questionId);

/** Every question in the order it is asked: the main part, then each module's. */
export function askedQuestions(definition: Pick<OutcomeDefinition, 'questions' | 'modules'>): AskedQuestion[] {
  return [
    ...definition.questions.map((question) => ({ key: answerKey(null, question.id), question, module: null })),
    ...definition.modules.flatMap((module) =>
      module.questions.map((question) => ({ key: answerKey(module.key, question.id), question, module: { key: module.key, title: module.title, optional: module.optional } })),
    ),
  ];
}

/** Whether a question has an answer ('' and [] are none). */
export function isAnswered(value: CustomAnswer | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Whether a question takes this answer: one of its codes, a number in its range, text within its length. */
export function acceptsAnswer(question: OutcomeQuestion, value: CustomAnswer): boolean {
  if (value === null) return true;
  switch (question.type) {
    case 'multipleChoice':
      return typeof value === 'number' && question.options.some((option) => option.code === value);
    case 'checkbox':
      return Array.isArray(value) && value.every((code) => question.options.some((option) => option.code === code));
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (question.min === null || value >= question.min) &&
        (question.max === null || value <= question.max) &&
        (!question.whole || Number.isInteger(value))
      );
    case 'numberSlide':
      return typeof value === 'number' && value >= question.min && value <= question.max && onStep(value, question.min, question.step);
    case 'shortComment':
    case 'longComment':
      return typeof value === 'string' && value.length <= question.maxLength;
    default:
      return false;
  }
}

const onStep = (value: number, min: number, step: number): boolean => step <= 0 || Math.abs((value - min) / step - Math.round((value - min) / step)) < 1e-9;

/**
 * Answers kept earlier (a reload, a draft in storage) fitted to the definition: only questions it
 * asks, each answer still one the question takes. A definition changed since never receives an
 * answer it would refuse.
 */
export function fittedAnswers(definition: Pick<OutcomeDefinition, 'questions' | 'modules'>, kept: unknown): Record<string, CustomAnswer> {
  const stored = typeof kept === 'object' && kept !== null && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
  const fitted: Record<string, CustomAnswer> = {};
  for (const { key, question } of askedQuestions(definition)) {
    const value = stored[key] as CustomAnswer | undefined;
    if (isAnswerable(question) && value !== undefined && isAnswered(value) && acceptsAnswer(question, value)) fitted[key] = value;
  }
  return fitted;
}

/** The answerable questions and how many of them have an answer: the form's progress. */
export function progressOf(definition: Pick<OutcomeDefinition, 'questions' | 'modules'>, answers: AnswerMap): { answered: number; total: number } {
  const asked = askedQuestions(definition).filter(({ question }) => isAnswerable(question));
  return { answered: asked.filter(({ key }) => isAnswered(answers[key])).length, total: asked.length };
}

/** Required questions still unanswered (a custom outcome's), in order: the form says which before sending. */
export function missingRequired(definition: Pick<OutcomeDefinition, 'questions' | 'modules'>, answers: AnswerMap): AskedQuestion[] {
  return askedQuestions(definition).filter(({ key, question }) => isAnswerable(question) && question.required && !isAnswered(answers[key]));
}

const codeOf = (value: CustomAnswer | undefined): number | null => (typeof value === 'number' ? value : null);

/**
 * What the result routes take. Standard: the main part's codes in order (null: missing) and each
 * module the reader started (an optional module left untouched is not sent: it is not scored);
 * custom: every answerable question's answer by key.
 */
export function toSubmission(definition: Definition, answers: AnswerMap): OutcomeAnswersInput {
  if (definition.kind === 'custom') {
    return {
      answers: Object.fromEntries(definition.questions.filter(isAnswerable).map((question) => [question.id, isAnswered(answers[question.id]) ? answers[question.id]! : null])),
    };
  }
  return toInstrumentAnswers(definition, answers);
}

/** A standard instrument's answers (the score route's body: the manual entry's preview). */
export function toInstrumentAnswers(definition: Pick<OutcomeDefinition, 'questions' | 'modules'>, answers: AnswerMap): InstrumentAnswers {
  const main = definition.questions.filter(isAnswerable).map((question) => codeOf(answers[answerKey(null, question.id)]));
  const modules: Record<string, (number | null)[]> = {};
  for (const module of definition.modules) {
    const values = module.questions.filter(isAnswerable).map((question) => codeOf(answers[answerKey(module.key, question.id)]));
    if (!module.optional || values.some((value) => value !== null)) modules[module.key] = values;
  }
  return Object.keys(modules).length > 0 ? { answers: main, modules } : { answers: main };
}

/** The map with one answer set (a new object: React state); no answer removes the key. */
export function withAnswer(answers: AnswerMap, key: string, value: CustomAnswer): Record<string, CustomAnswer> {
  const next = { ...answers };
  if (isAnswered(value)) next[key] = value;
  else delete next[key];
  return next;
}

/** The first answerable question without an answer, or -1: where a one-question-at-a-time form resumes. */
export function firstUnanswered(asked: readonly AskedQuestion[], answers: AnswerMap): number {
  return asked.findIndex(({ key, question }) => isAnswerable(question) && !isAnswered(answers[key]));
}

/**
 * How a slider question is answered: a row of choices when its steps are few (0-10 by 1), else
 * a slider with a number field (a 0-100 mm line).
 */
export function sliderChoices(question: Extract<OutcomeQuestion, { type: 'numberSlide' }>): number[] | null {
  const steps = question.step > 0 ? (question.max - question.min) / question.step : Infinity;
  if (!Number.isInteger(Math.round(steps * 1e9) / 1e9) || steps > 10) return null;
  return Array.from({ length: Math.round(steps) + 1 }, (_, index) => question.min + index * question.step);
}
