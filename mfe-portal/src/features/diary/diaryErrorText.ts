import type { Lang } from '@openset/contracts';
import { stepOf, type DiaryError, type DiaryField } from './diaryModel';
import { formatNumber, type Translate } from './diaryText';

/** The errors that say what the field accepts rather than what was wrong with the text. */
const notAccepted: ReadonlySet<DiaryError> = new Set(['notNumber', 'range', 'whole']);

/**
 * The words of a diary field's error. A number the field cannot take (no number, out of range,
 * or not whole) is answered with what the field takes, from its range (`diaryFields`, held to
 * the contract's by a unit test): "Enter a whole number from 0 to 10." Each reason used to have
 * its own words, and they contradicted each other on a 0-10 scale: "-1" asked for "a number,
 * such as 7 or 7.5", then "7.5" was refused as not whole. A number in range but between steps
 * keeps its own hint (quarters of an hour, two decimals), which says what to round to.
 */
export function diaryErrorText(t: Translate, lang: Lang, error: DiaryError, field: DiaryField | undefined): string {
  if (!notAccepted.has(error)) return t(`diary.errors.${error}`);
  return field ? t(`diary.errors.accepted.${stepOf(field)}`, { min: formatNumber(field.min, lang), max: formatNumber(field.max, lang) }) : t('diary.errors.invalid');
}
