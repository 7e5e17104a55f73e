import type { Lang } from '@openset/contracts/plain';
import type { ScorePoint } from '@openset/web-kit';
import type { TFunction } from 'i18next';

/**
 * A score and a change in words, for the chart's table, the history and the client's tab:
 * "40.9 points" ("40,9 points" in French), "Not scored", "15.9 points better: clinically meaningful".
 */
export function scoreText(t: TFunction, lang: Lang, value: number | null, unit: string | null): string {
  if (value === null) return t('chart.withheld');
  const number = value.toLocaleString(lang, { maximumFractionDigits: 1 });
  if (!unit) return number;
  return t('chart.valueWithUnit', { value: number, unit: unit === 'points' ? t('chart.points') : unit });
}

export function changeText(t: TFunction, lang: Lang, point: Pick<ScorePoint, 'change' | 'verdict'>, unit: string | null): string {
  if (point.change === null) return '';
  if (point.change === 0) return t('chart.noChange');
  const amount = scoreText(t, lang, Math.abs(point.change), unit);
  const rise = point.change > 0;
  switch (point.verdict) {
    case 'improved':
      return t('chart.improvedMeaningful', { amount });
    case 'worsened':
      return t('chart.worsenedMeaningful', { amount });
    case 'within':
      return t(rise ? 'chart.upWithin' : 'chart.downWithin', { amount });
    default:
      return t(rise ? 'chart.up' : 'chart.down', { amount });
  }
}
