import { describe, expect, it } from '@jest/globals';
import type { OutcomeBand } from '@openset/contracts';
import { bandTones } from './bandColours';

const band = (key: string): OutcomeBand => ({ key, label: key, min: 0, max: 1 });

describe('bandTones', () => {
  it('shades the worst end red and the best green, by the instrument\'s direction', () => {
    // DASS-21 depression: normal, mild, moderate, severe, extremely severe; higher is worse.
    const dass = ['normal', 'mild', 'moderate', 'severe', 'extreme'].map(band);
    expect(bandTones(dass, false)).toEqual(['success', 'success', 'warning', 'error', 'error']);
    expect(bandTones(dass, true)).toEqual(['error', 'error', 'warning', 'success', 'success']);
    expect(bandTones([band('only')], false)).toEqual(['warning']);
    expect(bandTones(dass, null)).toEqual(['neutral', 'neutral', 'neutral', 'neutral', 'neutral']);
  });
});
