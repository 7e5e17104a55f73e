import type { OutcomeResultSummary } from '@openset/contracts';
import { localMidnight, type ScoreInput } from '@openset/web-kit';

/**
 * The results a chart plots: a corrected result is left out (its correction stands for it), each
 * placed on the day it was answered (a paper form entered later: the day written on it).
 */
export function chartedResults(results: readonly OutcomeResultSummary[], scaleKey: string): ScoreInput[] {
  return results
    .filter((result) => result.correctedBy === null)
    .flatMap((result) => {
      const score = result.scores.find((candidate) => candidate.key === scaleKey);
      return score ? [{ at: localMidnight(result.takenOn).toISOString(), value: score.value }] : [];
    });
}

/** The scales that have at least one result, in the definition's order (the headline first). */
export function chartedScales<S extends { key: string }>(scales: readonly S[], results: readonly OutcomeResultSummary[]): S[] {
  const scored = new Set(results.flatMap((result) => result.scores.map((score) => score.key)));
  return scales.filter((scale) => scored.has(scale.key));
}
