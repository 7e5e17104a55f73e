import { diaryChartKind, type DiaryEntry, type DiaryEntryInput, type DiaryType, type Lang } from '@openset/contracts';
import { dateFormat } from '@openset/web-kit';
import { diaryFields, type DiaryField } from './diaryModel';

/** The portal's `t` (react-i18next's, or any i18next instance's with the portal's strings). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A calendar day (`YYYY-MM-DD`, the client's own day) as the language writes it: "Nov 5, 2025",
 * "5 nov. 2025". Read as midnight UTC and written in UTC, so no time zone moves it to the day
 * before. Anything else is shown as it came.
 */
export function formatDay(day: string, lang: Lang): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(time) ? day : dateFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/** A number as the language writes it ("0,25", "10 000" in French); anything else as it came. */
export function formatNumber(value: unknown, lang: Lang): string {
  return typeof value === 'number' ? new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value) : String(value);
}

/**
 * One line for an entry, "name: value" as the language writes it (the strings' `diary.line`):
 * "Pain (0–10): 6", "Blood pressure: 120/80 mmHg", "Douleur (0–10) : 6", "Breathlessness (dyspnea, 0–10): 6". `entry` is an entry as
 * sent (waiting in the outbox) or a stored entry's type and values.
 */
export function describeEntry(t: Translate, lang: Lang, entry: DiaryEntryInput | (Record<string, unknown> & { type: DiaryType })): string {
  const values = entry as Record<string, unknown>;
  // Effort and breathlessness are two scales of one diary: the line names the one used, as the charts do.
  const kind = diaryChartKind({ type: entry.type, values: values as DiaryEntry['values'] });
  const name = kind === 'rpe' || kind === 'dyspnea' ? t(`diary.scaleLine.${kind}`) : t(`diaryTypes.${entry.type}`);
  if (entry.type === 'bp') {
    return t('diary.line', { name, value: `${formatNumber(values.systolic, lang)}/${formatNumber(values.diastolic, lang)} ${t('units.mmHg')}` });
  }
  const unit = entry.type === 'water' ? (values.unit === 'ml' ? 'ml' : 'l') : diaryFields(entry.type)[0]?.unit;
  const value = formatNumber(values.value, lang);
  return t('diary.line', { name, value: unit ? withUnit(t, unit, value, values.value) : value });
}

/**
 * A value and its unit in the number's plural form (`unitCount`, i18next's plural rules of the
 * language): "1 litre" and "1.5 litres", but "1,5 litre" in French, which keeps the singular
 * below 2 ("1,5 litres" read wrong). `written` is the value as shown, `count` the number it is.
 */
export function withUnit(t: Translate, unit: NonNullable<DiaryField['unit']>, written: string, count: unknown): string {
  return t(`unitCount.${unit}`, { value: written, count: typeof count === 'number' ? count : Number(count) });
}
