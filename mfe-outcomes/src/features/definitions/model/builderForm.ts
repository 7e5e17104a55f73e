import { CUSTOM_ABBREVIATION_MAX, type CustomOutcomeCreateInput, type CustomQuestionInput, type CustomQuestionType, type Lang, type OutcomeDefinition } from '@openset/contracts';

/**
 * The builder's form: every field as typed (numbers as text, so a half-typed "-" or "1." is kept),
 * turned into the contract's input only when saved. The server checks the rest (keys, formulas)
 * and its ERRVALIDATION details are shown beside the fields they name.
 */
export interface OptionForm {
  code: string;
  label: string;
}

export interface QuestionForm {
  /** The form's own id for React keys: a key may be edited. */
  uid: string;
  type: CustomQuestionType;
  key: string;
  text: string;
  required: boolean;
  options: OptionForm[];
  min: string;
  max: string;
  step: string;
  whole: boolean;
  unit: string;
  minLabel: string;
  maxLabel: string;
  expression: string;
  decimals: string;
}

export interface BuilderForm {
  title: string;
  abbreviation: string;
  instructions: string;
  lang: Lang;
  scope: 'user' | 'team' | 'org';
  questions: QuestionForm[];
}

let uids = 0;
const uid = () => `q${++uids}`;

export function emptyQuestion(type: CustomQuestionType, taken: string[]): QuestionForm {
  let n = taken.length + 1;
  while (taken.includes(`q${n}`)) n++;
  const choices = type === 'checkbox' || type === 'multipleChoice';
  return {
    uid: uid(),
    type,
    key: `q${n}`,
    text: '',
    required: false,
    options: choices ? [{ code: '0', label: '' }, { code: '1', label: '' }] : [],
    min: type === 'numberSlide' ? '0' : '',
    max: type === 'numberSlide' ? '10' : '',
    step: '1',
    whole: false,
    unit: '',
    minLabel: '',
    maxLabel: '',
    expression: '',
    decimals: '1',
  };
}

export const emptyForm = (lang: Lang): BuilderForm => ({ title: '', abbreviation: '', instructions: '', lang, scope: 'user', questions: [] });

const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
/** A number the server refuses (NaN) is sent as typed so its ERRVALIDATION names the field. */
const numberOf = (value: string): number => Number(value.trim() === '' ? NaN : value);

export function toQuestionInput(q: QuestionForm): CustomQuestionInput {
  const base = { key: q.key.trim(), text: q.text };
  switch (q.type) {
    case 'textBlock':
      return { type: 'textBlock', ...base };
    case 'formula':
      return { type: 'formula', ...base, expression: q.expression, decimals: numberOf(q.decimals), unit: q.unit.trim() || null };
    case 'shortComment':
    case 'longComment':
      return { type: q.type, ...base, required: q.required };
    case 'checkbox':
    case 'multipleChoice':
      return { type: q.type, ...base, required: q.required, options: q.options.map((option) => ({ code: numberOf(option.code), label: option.label })) };
    case 'number':
      return { type: 'number', ...base, required: q.required, min: numberOrNull(q.min), max: numberOrNull(q.max), whole: q.whole, unit: q.unit.trim() || null };
    case 'numberSlide':
      return { type: 'numberSlide', ...base, required: q.required, min: numberOf(q.min), max: numberOf(q.max), step: numberOf(q.step), minLabel: q.minLabel, maxLabel: q.maxLabel, unit: q.unit.trim() || null };
  }
}

export function toInput(form: BuilderForm): CustomOutcomeCreateInput {
  return {
    title: form.title,
    // The manager's rows, the edit view's title and the e-mails name an outcome by its abbreviation.
    abbreviation: form.abbreviation.trim() || form.title.trim().slice(0, CUSTOM_ABBREVIATION_MAX).trim(),
    instructions: form.instructions,
    lang: form.lang,
    questions: form.questions.map(toQuestionInput),
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved custom outcome as the form edits it again (the whole definition is sent back: a new version). */
export function fromDefinition(definition: OutcomeDefinition): BuilderForm {
  return {
    title: definition.name,
    abbreviation: definition.abbreviation,
    instructions: definition.instructions,
    lang: definition.lang,
    scope: definition.scope === 'team' || definition.scope === 'org' ? definition.scope : 'user',
    questions: definition.questions.map((question) => {
      const form = { ...emptyQuestion(question.type, []), key: question.id, text: question.text ?? '', required: question.required };
      switch (question.type) {
        case 'checkbox':
        case 'multipleChoice':
          return { ...form, options: question.options.map((option) => ({ code: String(option.code), label: option.label })) };
        case 'number':
          return { ...form, min: text(question.min), max: text(question.max), whole: question.whole, unit: question.unit ?? '' };
        case 'numberSlide':
          return { ...form, min: text(question.min), max: text(question.max), step: text(question.step), minLabel: question.minLabel, maxLabel: question.maxLabel, unit: question.unit ?? '' };
        case 'formula':
          return { ...form, expression: question.expression, decimals: text(question.decimals), unit: question.unit ?? '' };
        default:
          return form;
      }
    }),
  };
}

/**
 * ERRVALIDATION details as messages by field: `questions.2.expression` → the third question's
 * expression; `title` → the title. What names no field is left for the flash.
 */
export function fieldErrors(details: unknown): Record<string, string> {
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path === 'string' && typeof detail.message === 'string' && !(detail.path in errors)) errors[detail.path] = detail.message;
  }
  return errors;
}

/** The message for a question's field, or the question's own (a detail naming the question as a whole). */
export function questionError(errors: Record<string, string>, index: number, field?: string): string | undefined {
  return field ? errors[`questions.${index}.${field}`] : errors[`questions.${index}`];
}
