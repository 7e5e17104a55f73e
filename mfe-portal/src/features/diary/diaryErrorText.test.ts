import { describe, expect, it } from '@jest/globals';
import type { DiaryType } from '@openset/contracts';
import { localDay } from '@openset/web-kit';
import { portalT } from '../../i18n/testTranslate';
import { diaryErrorText } from './diaryErrorText';
import { diaryFields, diaryInput, type DiaryDraft } from './diaryModel';

/** The words under the value field after typing `typed` for a diary of `type`. */
function errorFor(type: DiaryType, typed: string, lang: 'en' | 'fr' = 'en', waterUnit: 'l' | 'ml' = 'l'): string | undefined {
  const draft: DiaryDraft = { type, date: localDay(), note: '', scale: 'rpe', waterUnit, values: { value: typed } };
  const result = diaryInput(draft, lang);
  const error = 'errors' in result ? result.errors.value : undefined;
  return error && diaryErrorText(portalT(lang), lang, error, diaryFields(type, waterUnit)[0]);
}

describe('diaryErrorText', () => {
  it('says what a 0-10 scale takes, the same for -1, 11 and 7.5: no hint of a decimal it then refuses', () => {
    for (const type of ['pain', 'rpe', 'fatigue'] as const) {
      for (const typed of ['-1', '11', '7.5', 'six']) expect(errorFor(type, typed)).toBe('Enter a whole number from 0 to 10.');
    }
    expect(errorFor('pain', '-1', 'fr')).toBe('Saisissez un nombre entier de 0 à 10.');
  });

  it('gives each diary its own range, in the language’s numbers', () => {
    expect(errorFor('hr', '300')).toBe('Enter a whole number from 25 to 250.');
    expect(errorFor('steps', '-5')).toBe('Enter a whole number from 0 to 100,000.');
    expect(errorFor('steps', '-5', 'fr')).toBe('Saisissez un nombre entier de 0 à 100\u202f000.');
    expect(errorFor('water', '1500', 'en', 'ml')).toBe(undefined);
    expect(errorFor('water', '12')).toBe('Enter a number from 0.01 to 10, such as 0.25 or 1.5.');
    expect(errorFor('water', '12', 'fr')).toBe('Saisissez un nombre de 0,01 à 10, par exemple 0,25 ou 1,5.');
  });

  it('gives sleep its range rather than "such as 7 or 7.5" alone, and keeps the hint to round to a quarter', () => {
    expect(errorFor('sleep', '-1')).toBe('Enter a number of hours from 0 to 24, such as 7 or 7.5.');
    expect(errorFor('sleep', '-1', 'fr')).toBe('Saisissez un nombre d’heures de 0 à 24, par exemple 7 ou 7,5.');
    expect(errorFor('sleep', '7.3')).toBe('Round to a quarter of an hour: 7, 7.25, 7.5 or 7.75.');
  });

  it('words the other reasons as before', () => {
    expect(errorFor('pain', '')).toBe('Enter a value.');
    expect(diaryErrorText(portalT('en'), 'en', 'dayRequired', undefined)).toBe('Choose a day.');
  });
});
