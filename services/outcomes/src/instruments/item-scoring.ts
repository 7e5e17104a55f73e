// Pure helpers shared by the QuickDASH, RAND-36, KOOS and DASS-21 definitions: answer checks that name the
// item at fault, and the withheld-score shape (a score is never a number computed from too few answers).

/** English and French text. */
export interface Bilingual {
  en: string;
  fr: string;
}

/** One answer option: the code printed on the form and its label. */
export interface AnswerOption {
  code: number;
  label: Bilingual;
}

/** One item in the questionnaire's order. */
export interface InstrumentItem {
  /** Stable id, as the form numbers the item (e.g. `q7`, `P3`, `work2`). */
  id: string;
  text: Bilingual;
  options: readonly AnswerOption[];
}

/** A cited rule of the definition. */
export interface Citation {
  rule: string;
  source: string;
}

/** One scored value: a number, or withheld with the rule's reason. */
export interface ScaleScore {
  key: string;
  label: Bilingual;
  value: number | null;
  /** Present when the value is withheld. */
  withheld?: Bilingual;
  /** Severity band, where the instrument defines bands. */
  band?: { key: string; label: Bilingual };
}

/** A bad answer (wrong count, a value off the scale, a non-integer): the route answers ERRVALIDATION naming the item. */
export class InstrumentAnswerError extends Error {
  constructor(
    readonly item: string,
    readonly problem: 'count' | 'range' | 'integer' | 'shape',
    message: string,
  ) {
    super(message);
    this.name = 'InstrumentAnswerError';
  }
}

export type Answer = number | null;

/** Checks a list of answers against its items: the count, whole numbers, codes on the scale. */
export function checkAnswers(items: readonly InstrumentItem[], answers: unknown, group: string): Answer[] {
  if (!Array.isArray(answers)) throw new InstrumentAnswerError(group, 'shape', `${group}: expected a list of answers`);
  if (answers.length !== items.length) {
    throw new InstrumentAnswerError(group, 'count', `${group}: expected ${items.length} answers, got ${answers.length}`);
  }
  return answers.map((answer: unknown, index) => {
    const item = items[index]!;
    if (answer === null || answer === undefined) return null;
    if (typeof answer !== 'number' || !Number.isFinite(answer)) {
      throw new InstrumentAnswerError(item.id, 'shape', `${item.id}: expected a number or null`);
    }
    if (!Number.isInteger(answer)) throw new InstrumentAnswerError(item.id, 'integer', `${item.id}: expected a whole number`);
    if (!item.options.some((option) => option.code === answer)) {
      const codes = item.options.map((option) => option.code);
      throw new InstrumentAnswerError(item.id, 'range', `${item.id}: ${answer} is off the scale ${Math.min(...codes)}-${Math.max(...codes)}`);
    }
    return answer;
  });
}

export function answered(values: readonly Answer[]): number[] {
  return values.filter((value): value is number => value !== null);
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Rounds for display and storage; scoring itself runs on unrounded values. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Builds the answer options of a scale from labels, coded from `first` upwards. */
export function scale(first: number, labels: readonly (readonly [string, string])[]): AnswerOption[] {
  return labels.map(([en, fr], index) => ({ code: first + index, label: { en, fr } }));
}
