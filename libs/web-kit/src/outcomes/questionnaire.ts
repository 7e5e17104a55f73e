import type { Bilingual, InstrumentAnswers, InstrumentDefinition, InstrumentItem } from '@openset/contracts';
import type { Lang } from '@openset/contracts/plain';

/**
 * A questionnaire being answered, as the portal's form and the clinician's manual entry both keep
 * it: one answer per item of the definition, in the form's order, null while unanswered. What is
 * sent is the contract's `InstrumentAnswers` (codes as printed, a missing item null): the server
 * scores it and applies the instrument's missing-item rule, so nothing here scores.
 */
export type AnswerList = readonly (number | null)[];

/** Text in the reader's language. */
export const inLang = (text: Bilingual, lang: Lang): string => text[lang];

/** No answers yet: one null per item. */
export function emptyAnswers(definition: Pick<InstrumentDefinition, 'items'>): (number | null)[] {
  return definition.items.map(() => null);
}

/**
 * Answers kept earlier (a reload, a draft in storage) fitted to the definition: the same number of
 * items, each answer still one the item takes (else null). A definition changed since (another
 * version) never receives an answer it would refuse.
 */
export function fittedAnswers(definition: Pick<InstrumentDefinition, 'items'>, kept: unknown): (number | null)[] {
  const list = Array.isArray(kept) ? kept : [];
  return definition.items.map((item, index) => {
    const value: unknown = list[index];
    return typeof value === 'number' && acceptsAnswer(item, value) ? value : null;
  });
}

/** Whether an item takes this answer: one of its codes, or a value on its range (whole where the scale is). */
export function acceptsAnswer(item: InstrumentItem, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (item.range) {
    const { min, max, whole } = item.range;
    return value >= min && value <= max && (!whole || Number.isInteger(value));
  }
  return item.options.some((option) => option.code === value);
}

/** How many items have an answer. */
export const answeredCount = (answers: AnswerList): number => answers.filter((answer) => answer !== null).length;

/** The list with one answer replaced (a new array: React state). */
export function withAnswer(answers: AnswerList, index: number, value: number | null): (number | null)[] {
  return answers.map((answer, at) => (at === index ? value : answer));
}

/** The first unanswered item's index, or -1: where a one-question-at-a-time form resumes. */
export const firstUnanswered = (answers: AnswerList): number => answers.findIndex((answer) => answer === null);

/** What the score and result routes take. */
export function toInstrumentAnswers(answers: AnswerList): InstrumentAnswers {
  return { answers: [...answers] };
}

/**
 * The item's question in the reader's language: its wording where the definition carries it,
 * else its heading (a licensed instrument names the item; the clinic's form has the wording).
 */
export function itemPrompt(item: InstrumentItem, lang: Lang): string {
  const text = item.text ?? item.heading;
  return text ? inLang(text, lang) : '';
}

/**
 * How a measured item is answered: a row of choices when its whole steps are few (0-10), else
 * a slider with a number field (a 0-100 mm line).
 */
export function rangeChoices(item: InstrumentItem): number[] | null {
  const range = item.range;
  if (!range || !range.whole || range.max - range.min > 10) return null;
  return Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index);
}
