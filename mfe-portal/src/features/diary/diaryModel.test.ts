import { describe, expect, it } from '@jest/globals';
import { DIARY_TYPES, diaryEntryInputSchema } from '@openset/contracts';
import { localDay } from '@openset/web-kit';
import { diaryFields, diaryInput, draftForToday, type DiaryDraft } from './diaryModel';

// Entries are of a day of the last year, not in the future: today will do.
const DAY = localDay();
const draft = (over: Partial<DiaryDraft>): DiaryDraft => ({ type: 'pain', date: DAY, note: '', scale: 'rpe', waterUnit: 'l', values: {}, ...over });

/** A valid entry of the type with one field set to a value, the others valid. */
function entryWith(type: (typeof DIARY_TYPES)[number], waterUnit: 'l' | 'ml', name: string, value: number) {
  const values: Record<string, number> = { value: 1, systolic: 120, diastolic: 80 };
  values[name] = value;
  const base = { type, date: DAY };
  // The other pressure is kept where the pair stays valid (diastolic below systolic).
  if (type === 'bp') return { ...base, systolic: name === 'systolic' ? value : 260, diastolic: name === 'diastolic' ? value : 30 };
  if (type === 'water') return { ...base, value: values.value, unit: waterUnit };
  if (type === 'hr') return { ...base, value: name === 'value' ? value : 60 };
  return { ...base, value: values.value };
}

describe('diaryFields', () => {
  it('holds the same ranges as the contract: each bound accepted, one step beyond refused', () => {
    for (const type of DIARY_TYPES) {
      for (const waterUnit of ['l', 'ml'] as const) {
        for (const field of diaryFields(type, waterUnit)) {
          const at = (value: number) => diaryEntryInputSchema.safeParse(entryWith(type, waterUnit, field.name, value)).success;
          expect({ type, waterUnit, field: field.name, min: at(field.min), max: at(field.max) }).toEqual({ type, waterUnit, field: field.name, min: true, max: true });
          expect({ type, waterUnit, field: field.name, over: at(field.max + field.step) }).toEqual({ type, waterUnit, field: field.name, over: false });
        }
      }
    }
  });
});

describe('diaryInput', () => {
  it('makes a pain entry', () => {
    expect(diaryInput(draft({ values: { value: '6' }, note: ' knee ' }), 'en')).toEqual({ input: { type: 'pain', value: 6, date: DAY, note: 'knee' } });
  });

  it('names what is wrong with a number: missing, not one, out of range, or off its step', () => {
    expect(diaryInput(draft({ values: {} }), 'en')).toEqual({ errors: { value: 'required' } });
    for (const typed of ['six', '1e1', '0x5', '-3', '5.', '1,2,3']) expect(diaryInput(draft({ values: { value: typed } }), 'en')).toEqual({ errors: { value: 'notNumber' } });
    expect(diaryInput(draft({ values: { value: '11' } }), 'en')).toEqual({ errors: { value: 'range' } });
    expect(diaryInput(draft({ values: { value: '2.5' } }), 'en')).toEqual({ errors: { value: 'whole' } });
    expect(diaryInput(draft({ type: 'sleep', values: { value: '7.3' } }), 'en')).toEqual({ errors: { value: 'quarters' } });
    expect(diaryInput(draft({ type: 'water', values: { value: '0,333' } }), 'en')).toEqual({ errors: { value: 'hundredths' } });
    expect(diaryInput(draft({ date: '', values: { value: '4' } }), 'en')).toEqual({ errors: { date: 'dayRequired' } });
  });

  it('reads numbers as French writes them: a decimal comma, spaces between thousands', () => {
    expect(diaryInput(draft({ type: 'water', values: { value: '0,5' } }), 'en')).toEqual({ input: { type: 'water', value: 0.5, unit: 'l', date: DAY } });
    expect(diaryInput(draft({ type: 'sleep', values: { value: ' 7,5 ' } }), 'en')).toEqual({ input: { type: 'sleep', value: 7.5, unit: 'hours', date: DAY } });
    for (const typed of ['10 000', '10\u00a0000', '10\u202f000']) {
      expect(diaryInput(draft({ type: 'steps', values: { value: typed } }), 'en')).toEqual({ input: { type: 'steps', value: 10_000, date: DAY } });
    }
  });

  it('reads commas between groups of three digits as thousands in English, and as a decimal comma in French', () => {
    for (const typed of ['10,000', '10000', '100,000']) {
      expect(diaryInput(draft({ type: 'steps', values: { value: typed } }), 'en')).toEqual({ input: { type: 'steps', value: Number(typed.replaceAll(',', '')), date: DAY } });
    }
    expect(diaryInput(draft({ type: 'water', waterUnit: 'ml', values: { value: '1,500' } }), 'en')).toEqual({ input: { type: 'water', value: 1500, unit: 'ml', date: DAY } });
    // Not groups of three: a decimal comma in either language.
    expect(diaryInput(draft({ type: 'sleep', values: { value: '7,5' } }), 'en')).toEqual({ input: { type: 'sleep', value: 7.5, unit: 'hours', date: DAY } });
    expect(diaryInput(draft({ type: 'water', values: { value: '0,250' } }), 'en')).toEqual({ input: { type: 'water', value: 0.25, unit: 'l', date: DAY } });
    for (const typed of ['10,00', '1,0000', ',500', '1,500,00']) expect(diaryInput(draft({ type: 'steps', values: { value: typed } }), 'en')).not.toHaveProperty('input.value', 1500);
    // French writes thousands with spaces (as the form's ranges show them): "1,500" is one and a half.
    expect(diaryInput(draft({ type: 'water', values: { value: '1,500' } }), 'fr')).toEqual({ input: { type: 'water', value: 1.5, unit: 'l', date: DAY } });
    expect(diaryInput(draft({ type: 'steps', values: { value: '10 000' } }), 'fr')).toEqual({ input: { type: 'steps', value: 10_000, date: DAY } });
  });

  it('takes sleep by quarters, a decimal comma and water in litres or millilitres', () => {
    expect(diaryInput(draft({ type: 'sleep', values: { value: '7,25' } }), 'en')).toEqual({ input: { type: 'sleep', value: 7.25, unit: 'hours', date: DAY } });
    expect(diaryInput(draft({ type: 'water', waterUnit: 'ml', values: { value: '1500' } }), 'en')).toEqual({ input: { type: 'water', value: 1500, unit: 'ml', date: DAY } });
    expect(diaryInput(draft({ type: 'water', waterUnit: 'l', values: { value: '12' } }), 'en')).toEqual({ errors: { value: 'range' } });
    // A glass: a quarter or a third of a litre.
    for (const glass of ['0.25', '0,33']) {
      expect(diaryInput(draft({ type: 'water', waterUnit: 'l', values: { value: glass } }), 'en')).toEqual({ input: { type: 'water', value: Number(glass.replace(',', '.')), unit: 'l', date: DAY } });
    }
  });

  it('wants the diastolic pressure below the systolic', () => {
    expect(diaryInput(draft({ type: 'bp', values: { systolic: '120', diastolic: '130' } }), 'en')).toEqual({ errors: { diastolic: 'belowSystolic' } });
    expect(diaryInput(draft({ type: 'bp', values: { systolic: '120', diastolic: '80' } }), 'en')).toEqual({
      input: { type: 'bp', systolic: 120, diastolic: 80, unit: 'mmHg', date: DAY },
    });
  });

  it('refuses a day in the future or more than a year back', () => {
    const daysFromNow = (days: number) => localDay(new Date(Date.now() + days * 86_400_000));
    expect(diaryInput(draft({ date: daysFromNow(3), values: { value: '6' } }), 'en')).toEqual({ errors: { date: 'dateRange' } });
    expect(diaryInput(draft({ date: daysFromNow(-400), values: { value: '6' } }), 'en')).toEqual({ errors: { date: 'dateRange' } });
    expect(diaryInput(draft({ date: daysFromNow(-300), values: { value: '6' } }), 'en')).toEqual({ input: { type: 'pain', value: 6, date: daysFromNow(-300) } });
  });

  it('keeps the scale of an RPE entry', () => {
    expect(diaryInput(draft({ type: 'rpe', scale: 'dyspnea', values: { value: '4' } }), 'en')).toEqual({ input: { type: 'rpe', scale: 'dyspnea', value: 4, date: DAY } });
  });
});

describe('draftForToday', () => {
  it("moves a form nobody has touched to the current day (opened on Monday evening, filled in on Tuesday morning)", () => {
    const opened = draft({ date: '2026-12-07' });
    expect(draftForToday(opened, false, '2026-12-08')).toEqual({ ...opened, date: '2026-12-08' });
  });

  it('keeps the day of a form the client has started filling in, and the same draft when nothing changes', () => {
    const started = draft({ date: '2026-12-07', values: { value: '3' } });
    expect(draftForToday(started, true, '2026-12-08')).toBe(started);
    const same = draft({ date: '2026-12-08' });
    expect(draftForToday(same, false, '2026-12-08')).toBe(same);
  });
});
