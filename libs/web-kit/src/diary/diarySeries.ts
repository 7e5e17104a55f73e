import { DAY_MS, DIARY_TYPES, diaryChartKind, diaryChartValue, diaryNumber, type DiaryChartKind, type DiaryEntry } from '@openset/contracts';
import { localMidnight } from '../dates';

/**
 * A client's diary entries as the charts draw them, one model for the portal's charts and the
 * clinician's, so that both show the same lines on the same scales.
 */
export interface DiarySeries {
  /** The diary's type, with breathlessness (dyspnea) apart from effort (RPE). */
  type: DiaryChartKind;
  /** Names of the values charted (`value`, or `systolic` and `diastolic`). */
  keys: string[];
  /** Water in litres (`diaryChartValue` of the contracts); the client's note, if any. */
  points: { date: string; values: Record<string, number>; note: string | null }[];
}

/** The value keys charted per diary type. */
const diaryKeys = (type: DiaryChartKind): string[] => (type === 'bp' ? ['systolic', 'diastolic'] : ['value']);

/** The numbers charted of an entry: its chart value, and the diastolic pressure beside the systolic. */
function chartValues(entry: DiaryEntry): Record<string, number> {
  const values: Record<string, number> = {};
  const main = diaryChartValue(entry);
  if (entry.type === 'bp') {
    if (main !== null) values.systolic = main;
    const diastolic = diaryNumber(entry, 'diastolic');
    if (diastolic !== null) values.diastolic = diastolic;
  } else if (main !== null) values.value = main;
  return values;
}

/**
 * Amounts that add up over a day: a client who notes each glass of water, each walk's steps or a
 * nap beside the night is charted by the day's total, not by its last glass.
 */
export const isDailyTotal = (kind: DiaryChartKind): kind is 'steps' | 'sleep' | 'water' => kind === 'steps' || kind === 'sleep' || kind === 'water';

/**
 * The charts' order: the contracts' diary types, breathlessness right after effort (the two
 * 0-10 scales of one form). Fixed, so that a chart stays in its place whichever diary the client
 * kept first in the period.
 */
const CHART_ORDER: readonly DiaryChartKind[] = DIARY_TYPES.flatMap((type): DiaryChartKind[] => (type === 'rpe' ? ['rpe', 'dyspnea'] : [type]));

/**
 * Diary entries grouped by chart (in `CHART_ORDER`), each oldest first, numbers only; the
 * amounts (`isDailyTotal`) one point a day, their notes joined.
 */
export function diarySeries(entries: readonly DiaryEntry[]): DiarySeries[] {
  const byType = new Map<DiaryChartKind, DiarySeries>();
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.created.localeCompare(b.created));
  for (const entry of sorted) {
    const values = chartValues(entry);
    if (Object.keys(values).length === 0) continue;
    const kind = diaryChartKind(entry);
    const series = byType.get(kind) ?? { type: kind, keys: diaryKeys(kind), points: [] };
    const note = entry.note?.trim() ? entry.note.trim() : null;
    const sameDay = series.points.at(-1);
    if (isDailyTotal(kind) && sameDay?.date === entry.date) {
      sameDay.values.value = (sameDay.values.value ?? 0) + (values.value ?? 0);
      if (note) sameDay.note = sameDay.note ? `${sameDay.note} · ${note}` : note;
    } else series.points.push({ date: entry.date, values, note });
    byType.set(kind, series);
  }
  return CHART_ORDER.flatMap((kind) => byType.get(kind) ?? []);
}

/** A number of an axis's domain as the chart library hands it (a number, or what has a number's valueOf). */
type AxisValue = number | { valueOf(): number };

/** A value axis's bounds: fixed ends, or `domainLimit`, which @mui/x-charts calls with the values' extent. */
export interface DiaryAxisRange {
  min?: number;
  max?: number;
  domainLimit?: (min: AxisValue, max: AxisValue) => { min: number; max: number };
}

/**
 * The least span of the heart rate and blood pressure axes, and the step their ends are rounded
 * to: about the change a clinician reads as one, so that 72 then 68 bpm is not drawn as a fall
 * from the top of the chart to its bottom.
 */
const LEAST_SPAN: Partial<Record<DiaryChartKind, { span: number; step: number }>> = { hr: { span: 30, step: 10 }, bp: { span: 40, step: 10 } };

/**
 * The values' extent with a `step` of room at each end, so that no dot lies on the chart's frame
 * (a diastolic 80 sat on the axis line of an axis from 80), widened about its middle to `span` at
 * least (never below zero), its ends rounded out to `step`: 68 to 72 bpm is drawn from 50 to 90,
 * 80 to 140 mmHg from 70 to 150.
 */
export function paddedDomain(min: number, max: number, span: number, step: number): { min: number; max: number } {
  // No values (the library's extent is then infinite): the axis is left as the library makes it.
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min, max };
  const [roomyMin, roomyMax] = [min - step, max + step];
  const missing = Math.max(0, span - (roomyMax - roomyMin));
  const low = Math.max(0, roomyMin - missing / 2);
  const high = Math.max(roomyMax + missing / 2, low + span);
  return { min: Math.floor(low / step) * step, max: Math.ceil(high / step) * step };
}

/**
 * An amount's axis: from zero to a tenth above the largest value, rounded up to half a power of
 * ten (1.5 l to 2 l, 8,000 steps to 9,000, 7¼ hours to 8), so that the highest dot is not on the
 * chart's top edge. A largest value of 0 gets an axis to 1.
 */
export function amountDomain(max: number): { min: number; max: number } {
  if (!Number.isFinite(max)) return { min: 0, max };
  const top = max * 1.1;
  if (top <= 0) return { min: 0, max: 1 };
  const unit = 10 ** Math.floor(Math.log10(top)) / 2;
  return { min: 0, max: roundOff(Math.ceil(roundOff(top / unit)) * unit) };
}

/** Floating point's last digits dropped: 0.55 / 0.05 is 11.000000000000002, not 11. */
const roundOff = (value: number) => Number(value.toPrecision(12));

/**
 * The value axis's range, spread into a chart's `yAxis` by the portal's charts and the
 * clinician's. The 0-10 scales (pain, effort, breathlessness, fatigue) are drawn on the whole
 * scale, and amounts (steps, sleep, water) from zero with room above (amountDomain): a zoomed
 * axis makes a change of one, or half an hour of sleep, look large. Heart rate and blood pressure
 * follow their values, where zero would flatten every change, with room at both ends and at least
 * `LEAST_SPAN` (paddedDomain).
 */
export function diaryAxisRange(type: DiaryChartKind): DiaryAxisRange {
  if (type === 'pain' || type === 'rpe' || type === 'dyspnea' || type === 'fatigue') return { min: 0, max: 10 };
  if (isDailyTotal(type)) return { domainLimit: (_min, max) => amountDomain(Number(max)) };
  const least = LEAST_SPAN[type];
  return least ? { domainLimit: (min, max) => paddedDomain(Number(min), Number(max), least.span, least.step) } : {};
}

/** A diary value as the language writes it ("7,5" in French), two decimals at most; a gap is empty. */
export function diaryValueFormat(lang: string): (value: number | null | undefined) => string {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  return (value) => (value === null || value === undefined ? '' : format.format(value));
}

/**
 * The value axis's labels in the language: steps in short form ("10K", "10 k"), which fit the
 * axis's width ("10,000" was cut to "10,0…"); the exact values are in each chart's table.
 */
export function diaryTickFormat(type: DiaryChartKind, lang: string): (value: number) => string {
  if (type !== 'steps') return diaryValueFormat(lang);
  const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => compact.format(value);
}

/**
 * A time axis's bounds for the days from `from` to `to` (`YYYY-MM-DD`), each drawn at the
 * browser's midnight (`localMidnight`), with half a day more on each side: the first and last
 * dots are not on the frame, and a chart of one day has that day's tick (a time axis of a single
 * instant has no ticks at all). Given a view's period, every chart of the view spans the same
 * days, so charts side by side line up and a longer period widens them all.
 */
export function dayAxisBounds({ from, to }: { from: string; to: string }): { min: Date; max: Date } {
  return { min: new Date(localMidnight(from).getTime() - DAY_MS / 2), max: new Date(localMidnight(to).getTime() + DAY_MS / 2) };
}
