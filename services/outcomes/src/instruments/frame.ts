// The frame every standard instrument fits: a versioned definition (contract data) and a pure scoring
// function. Scoring checks its answers first (the count, whole numbers, values on the scale) and throws
// InstrumentAnswerError naming the item; the route turns that into ERRVALIDATION. A score is never a
// number computed from fewer answers than the instrument's missing-item rule allows: it is withheld
// (value null) with the rule's reason.
import type {
  Bilingual,
  InstrumentAnswers,
  InstrumentDefinition,
  InstrumentItem,
  ScaleDefinition,
  ScaleScore,
  ScoreBand,
} from '@openset/contracts';

export type Answer = number | null;

/** A standard instrument: its definition and its scoring. */
export interface InstrumentModule {
  readonly definition: InstrumentDefinition;
  /** Scores answers given in item order; throws InstrumentAnswerError for a bad answer. */
  score(input: InstrumentAnswers): ScaleScore[];
}

/** A bad answer (wrong count, a value off the scale, a non-integer): ERRVALIDATION naming the item. */
export class InstrumentAnswerError extends Error {
  constructor(
    /** The item's id (or the answer group's name, for a wrong count). */
    readonly item: string,
    readonly problem: 'count' | 'range' | 'integer' | 'shape',
    message: string,
    /** The item's number on the form, from 1; null for a wrong count. */
    readonly itemNumber: number | null = null,
    /** Where in the request: `answers.3`, `modules.work.0`, `answers`. */
    readonly path: string | null = null,
  ) {
    super(message);
    this.name = 'InstrumentAnswerError';
  }
}

/** Checks answers against items: the count, whole numbers where the scale is whole, values on the scale. */
export function checkItemAnswers(items: readonly InstrumentItem[], answers: readonly Answer[] | undefined, group = 'answers'): Answer[] {
  if (!Array.isArray(answers)) {
    throw new InstrumentAnswerError(group, 'shape', `${group}: expected a list of ${items.length} answers`, null, group);
  }
  if (answers.length !== items.length) {
    throw new InstrumentAnswerError(group, 'count', `${group}: expected ${items.length} answers, got ${answers.length}`, null, group);
  }
  return answers.map((answer, index) => {
    const item = items[index]!;
    const path = `${group}.${index}`;
    const name = `Item ${item.number}`;
    if (answer === null || answer === undefined) return null;
    if (typeof answer !== 'number' || !Number.isFinite(answer)) {
      throw new InstrumentAnswerError(item.id, 'shape', `${name}: expected a number or null`, item.number, path);
    }
    if (item.range) {
      const { min, max, whole } = item.range;
      if (whole && !Number.isInteger(answer)) {
        throw new InstrumentAnswerError(item.id, 'integer', `${name}: expected a whole number`, item.number, path);
      }
      if (answer < min || answer > max) {
        throw new InstrumentAnswerError(item.id, 'range', `${name}: ${answer} is off the scale ${min}-${max}`, item.number, path);
      }
      return answer;
    }
    if (!Number.isInteger(answer)) {
      throw new InstrumentAnswerError(item.id, 'integer', `${name}: expected a whole number`, item.number, path);
    }
    if (!item.options.some((option) => option.code === answer)) {
      const codes = item.options.map((option) => option.code);
      throw new InstrumentAnswerError(item.id, 'range', `${name}: ${answer} is off the scale ${Math.min(...codes)}-${Math.max(...codes)}`, item.number, path);
    }
    return answer;
  });
}

export function answeredValues(values: readonly Answer[]): number[] {
  return values.filter((value): value is number => value !== null);
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Rounds for the answer; scoring itself runs on unrounded values. */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The band a value falls in (bands are inclusive [min, max]; a value between two bands' ends goes to the lower band's successor). */
export function bandOf(bands: readonly ScoreBand[], value: number): { key: string; label: Bilingual } | null {
  for (let index = 0; index < bands.length; index += 1) {
    const band = bands[index]!;
    const next = bands[index + 1];
    // A prorated value may fall between one band's max and the next band's min (e.g. 14.4 on
    // NDI): it belongs to the band whose min it has not reached yet.
    if (value >= band.min && (next === undefined ? value <= band.max : value < next.min)) {
      return { key: band.key, label: band.label };
    }
  }
  return null;
}

/** A scored value of a scale. */
export function scored(scale: ScaleDefinition, value: number, extra: Partial<ScaleScore> = {}): ScaleScore {
  return { key: scale.key, label: scale.label, value, band: scale.bands.length > 0 ? bandOf(scale.bands, value) : null, ...extra };
}

/** A withheld value of a scale, with the rule's reason. */
export function withheld(scale: ScaleDefinition, reason: string, text: Bilingual, extra: Partial<ScaleScore> = {}): ScaleScore {
  return { key: scale.key, label: scale.label, value: null, reason, withheld: text, band: null, ...extra };
}

/** Builds coded answer options from labels, coded from `first` upwards. */
export function codedOptions(first: number, labels: readonly (readonly [string, string])[]) {
  return labels.map(([en, fr], index) => ({ code: first + index, label: { en, fr } }));
}

/** Items of a questionnaire whose items share one set of options. */
export function itemsOf(
  prefix: string,
  texts: readonly (readonly [string, string] | null)[],
  options: ReturnType<typeof codedOptions>,
  headings?: readonly (readonly [string, string])[],
): InstrumentItem[] {
  return texts.map((wording, index) => ({
    id: `${prefix}${index + 1}`,
    number: index + 1,
    heading: headings?.[index] ? { en: headings[index]![0], fr: headings[index]![1] } : null,
    text: wording ? { en: wording[0], fr: wording[1] } : null,
    options,
    range: null,
  }));
}
