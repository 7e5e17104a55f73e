import { diaryEntryInputSchema, isRecordableDay, type DiaryEntryInput, type DiaryType, type Lang } from '@openset/contracts';

/** One number of a diary form: its unit and the contract's range (tracking.ts), for the input's min, max and step. */
export interface DiaryField {
  name: 'value' | 'systolic' | 'diastolic';
  min: number;
  max: number;
  step: number;
  /** A key of the portal's strings (`unit_<unit>`), or none for scores. */
  unit: 'bpm' | 'mmHg' | 'hours' | 'steps' | 'l' | 'ml' | null;
}

const score = (): DiaryField[] => [{ name: 'value', min: 0, max: 10, step: 1, unit: null }];

/** The same ranges as `diaryEntryInputSchema` (a unit test holds them to it). */
export function diaryFields(type: DiaryType, waterUnit: 'l' | 'ml' = 'l'): DiaryField[] {
  switch (type) {
    case 'pain':
    case 'rpe':
    case 'fatigue':
      return score();
    case 'bp':
      return [
        { name: 'systolic', min: 60, max: 260, step: 1, unit: 'mmHg' },
        { name: 'diastolic', min: 30, max: 160, step: 1, unit: 'mmHg' },
      ];
    case 'hr':
      return [{ name: 'value', min: 25, max: 250, step: 1, unit: 'bpm' }];
    case 'steps':
      return [{ name: 'value', min: 0, max: 100_000, step: 1, unit: 'steps' }];
    case 'sleep':
      return [{ name: 'value', min: 0, max: 24, step: 0.25, unit: 'hours' }];
    case 'water':
      return waterUnit === 'l'
        ? // A glass is 0.25 or 0.33 l: litres to the hundredth.
          [{ name: 'value', min: 0.01, max: 10, step: 0.01, unit: 'l' }]
        : [{ name: 'value', min: 1, max: 10_000, step: 1, unit: 'ml' }];
  }
}

/** What the form holds: the raw text of each number, as typed. */
export interface DiaryDraft {
  type: DiaryType;
  date: string;
  note: string;
  scale: 'rpe' | 'dyspnea';
  waterUnit: 'l' | 'ml';
  values: Partial<Record<DiaryField['name'], string>>;
}

/**
 * The draft as the form shows it: one the client has not touched yet is for the current day,
 * whatever day the form was opened (an installed app left open overnight); a touched one keeps
 * the day it showed.
 */
export function draftForToday(draft: DiaryDraft, touched: boolean, today: string): DiaryDraft {
  return touched || draft.date === today ? draft : { ...draft, date: today };
}

/** Why a field is refused; a number off its step says which step (whole, quarters, hundredths). */
export type DiaryError = 'required' | 'notNumber' | 'range' | 'whole' | 'quarters' | 'hundredths' | 'belowSystolic' | 'dayRequired' | 'dateRange' | 'invalid';
export type DiaryErrors = Partial<Record<DiaryField['name'] | 'date' | 'note', DiaryError>>;

/**
 * A number as a person types it: a decimal point or comma ("0,5"), and spaces between thousands
 * ("10 000", as French writes them). In English, commas between groups of three digits are
 * thousands too ("10,000" steps, "1,500" ml, as the form writes its ranges), not a decimal
 * comma: read as one, 10,000 steps were kept as 10. Anything else is no number.
 */
function numberOf(text: string | undefined, lang: Lang): number | null {
  if (text === undefined || text.trim() === '') return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (lang === 'en' && /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/.test(compact)) return Number(compact.replaceAll(',', ''));
  return /^\d+(?:[.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

/** What a field's step takes: whole numbers, quarters (of an hour) or hundredths (of a litre). */
export type DiaryStep = 'whole' | 'quarters' | 'hundredths';
export const stepOf = (field: Pick<DiaryField, 'step'>): DiaryStep => (field.step === 1 ? 'whole' : field.step === 0.25 ? 'quarters' : 'hundredths');
const onStep = (value: number, step: number) => Number.isInteger(Math.round((value / step) * 1e6) / 1e6);

/**
 * The entry to send, or the errors to show (one per field). The contract's schema has the last
 * word, so the form never sends what the server would refuse.
 */
export function diaryInput(draft: DiaryDraft, lang: Lang): { input: DiaryEntryInput } | { errors: DiaryErrors } {
  const errors: DiaryErrors = {};
  const numbers: Partial<Record<DiaryField['name'], number>> = {};
  for (const field of diaryFields(draft.type, draft.waterUnit)) {
    const value = numberOf(draft.values[field.name], lang);
    if (value === null) errors[field.name] = 'required';
    else if (Number.isNaN(value)) errors[field.name] = 'notNumber';
    else if (value < field.min || value > field.max) errors[field.name] = 'range';
    else if (!onStep(value, field.step)) errors[field.name] = stepOf(field);
    else numbers[field.name] = value;
  }
  if (numbers.systolic !== undefined && numbers.diastolic !== undefined && numbers.diastolic >= numbers.systolic) {
    errors.diastolic = 'belowSystolic';
  }
  if (draft.date === '') errors.date = 'dayRequired';
  else if (/^\d{4}-\d{2}-\d{2}$/.test(draft.date) && !isRecordableDay(draft.date)) errors.date = 'dateRange';
  if (Object.keys(errors).length > 0) return { errors };
  const note = draft.note.trim() ? { note: draft.note.trim() } : {};
  const common = { date: draft.date, ...note };
  const candidate =
    draft.type === 'bp'
      ? { type: 'bp', systolic: numbers.systolic, diastolic: numbers.diastolic, unit: 'mmHg', ...common }
      : draft.type === 'rpe'
        ? { type: 'rpe', scale: draft.scale, value: numbers.value, ...common }
        : draft.type === 'water'
          ? { type: 'water', value: numbers.value, unit: draft.waterUnit, ...common }
          : draft.type === 'hr'
            ? { type: 'hr', value: numbers.value, unit: 'bpm', ...common }
            : draft.type === 'sleep'
              ? { type: 'sleep', value: numbers.value, unit: 'hours', ...common }
              : { type: draft.type, value: numbers.value, ...common };
  const parsed = diaryEntryInputSchema.safeParse(candidate);
  if (parsed.success) return { input: candidate as DiaryEntryInput };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'date' || field === 'note' || field === 'value' || field === 'systolic' || field === 'diastolic') errors[field] = 'invalid';
  }
  return { errors: Object.keys(errors).length > 0 ? errors : { value: 'invalid' } };
}
