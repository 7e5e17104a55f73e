import type { OutcomeBand, OutcomeScale } from '@openset/contracts';

/**
 * Scores of one scale over time, as the outcome's chart and the client's outcomes tab show them:
 * oldest first, each with its change from the baseline (the first scored result) and whether that
 * change is clinically meaningful. The instrument's direction decides which way is better
 * (`higherIsBetter`): on QuickDASH a fall of 14 points is an improvement, on the LEFS a rise of 9.
 * A change meets the minimal clinically important difference when its size is at least the MCID
 * (the MCID is the smallest change patients call important, so reaching it counts).
 */
export interface ScoreInput {
  /** When the answers were given (ISO). */
  at: string;
  /** The scale's score, null where it was withheld. */
  value: number | null;
}

export type ChangeVerdict = 'improved' | 'worsened' | 'within';

export interface ScorePoint {
  at: Date;
  value: number | null;
  /** Value minus the baseline; null for the baseline itself and for a withheld score. */
  change: number | null;
  /** Against the MCID and the direction; null where there is no change or no MCID. */
  verdict: ChangeVerdict | null;
}

export interface ScoreSeries {
  points: ScorePoint[];
  baseline: number | null;
  /**
   * The scale's own range: a chart's axis stays the instrument's, however few the results. A
   * custom formula without one gets the results' own range, a tenth wider each way.
   */
  domain: { min: number; max: number };
  bands: readonly OutcomeBand[];
  /** null: the scale does not say which way is better (a custom formula). */
  higherIsBetter: boolean | null;
  mcid: number | null;
}

/** Rounding of floating-point sums: 14.000000001 points is 14. */
const settle = (value: number) => Math.round(value * 1000) / 1000;

/** The verdict of one change against the scale's MCID and direction. */
export function changeVerdict(change: number, scale: Pick<OutcomeScale, 'higherIsBetter' | 'mcid'>): ChangeVerdict | null {
  if (!scale.mcid || scale.higherIsBetter === null) return null;
  if (Math.abs(change) < scale.mcid.value) return 'within';
  return change > 0 === scale.higherIsBetter ? 'improved' : 'worsened';
}

export function scoreSeries(scale: OutcomeScale, results: readonly ScoreInput[]): ScoreSeries {
  const ordered = [...results].sort((a, b) => a.at.localeCompare(b.at));
  const baseline = ordered.find((result) => result.value !== null)?.value ?? null;
  let baselineSeen = false;
  const points = ordered.map((result): ScorePoint => {
    const at = new Date(result.at);
    if (result.value === null || baseline === null) return { at, value: result.value, change: null, verdict: null };
    if (!baselineSeen) {
      baselineSeen = true;
      return { at, value: result.value, change: null, verdict: null };
    }
    const change = settle(result.value - baseline);
    return { at, value: result.value, change, verdict: changeVerdict(change, scale) };
  });
  return { points, baseline, domain: domainOf(scale, points), bands: scale.bands, higherIsBetter: scale.higherIsBetter, mcid: scale.mcid?.value ?? null };
}

function domainOf(scale: Pick<OutcomeScale, 'min' | 'max'>, points: readonly ScorePoint[]): { min: number; max: number } {
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const low = Math.min(...values, 0);
  const high = Math.max(...values, 1);
  const pad = (high - low) / 10;
  return { min: scale.min ?? low - (low === 0 ? 0 : pad), max: scale.max ?? high + pad };
}

/** The band a score falls in (both ends included; the first that holds it), or null. */
export function bandOf(bands: readonly OutcomeBand[], value: number | null): OutcomeBand | null {
  if (value === null) return null;
  return bands.find((band) => value >= band.min && value <= band.max) ?? null;
}

/** The latest point with a score, or null. */
export function latestScored(series: ScoreSeries): ScorePoint | null {
  return [...series.points].reverse().find((point) => point.value !== null) ?? null;
}
