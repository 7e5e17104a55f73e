import type { OutcomeBand } from '@openset/contracts';

/**
 * The shade of each band: the instrument's worst end red, its best green, the middle amber, by
 * where the band sits on the scale and which way is better (a DASS-21 "extremely severe" band at
 * the top is red; a LEFS top band would be green). Drawn faint, under the line.
 */
export type BandTone = 'error' | 'warning' | 'success' | 'neutral';

export function bandTones(bands: readonly OutcomeBand[], higherIsBetter: boolean | null): BandTone[] {
  // A scale that does not say which way is better: bands told apart by their labels only.
  if (higherIsBetter === null) return bands.map(() => 'neutral');
  const last = bands.length - 1;
  return bands.map((_, index) => {
    const position = last === 0 ? 0.5 : index / last;
    const goodness = higherIsBetter ? position : 1 - position;
    return goodness < 1 / 3 ? 'error' : goodness > 2 / 3 ? 'success' : 'warning';
  });
}
