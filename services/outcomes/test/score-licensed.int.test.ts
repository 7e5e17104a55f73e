// The score route with the QuickDASH (core and optional modules), the KOOS given by subscale, the DASS-21 bands and
// the RAND-36 scales, through the gateway.
import { describe, expect, it } from '@jest/globals';
import type { InstrumentScore } from '@openset/contracts';
import { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';

const scoreUrl = (type: string) => `/api/clinician/outcomes/definitions/${type}/score`;

describe('scoring QuickDASH, KOOS, DASS-21 and RAND-36', () => {
  it('answers the QuickDASH core and its work module, and withholds a module with a missing item', async () => {
    const { api } = await signedIn();
    const answers = [5, 5, 5, 1, 1, 1, 1, 1, 1, 4, null]; // (25/10 - 1) × 25 = 37.5
    const score = bodyOf<InstrumentScore>(await api.post(scoreUrl('quickdash'), { answers, modules: { work: [2, 2, 2, 2], sports: [1, null, 1, 1] } }));
    expect(score.scores).toEqual([
      expect.objectContaining({ key: 'disability', value: 37.5, answered: 10, missing: 1 }),
      expect.objectContaining({ key: 'work', value: 25 }),
      expect.objectContaining({ key: 'sports', value: null, reason: 'tooManyMissing' }),
    ]);
  });

  it('names the module item at fault', async () => {
    const { api } = await signedIn();
    const error = errorOf(await api.post(scoreUrl('quickdash'), { answers: Array(11).fill(1), modules: { work: [1, 1, 7, 1] } }));
    expect(error).toMatchObject({ status: 400, code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'modules.work.2', itemId: 'work3' })] });
  });

  it('scores the KOOS given by subscale, and the DASS-21 with its bands', async () => {
    const { api } = await signedIn();
    const koos = bodyOf<InstrumentScore>(await api.post(scoreUrl('koos'), { answers: [], modules: { pain: [1, 1, 1, 1, 1, null, null, null, null], qol: [4, 4, null, null] } }));
    expect(koos.scores).toEqual([expect.objectContaining({ key: 'pain', value: 75, adjusted: true }), expect.objectContaining({ key: 'qol', value: 0 })]);
    // Depression items all 2 -> 14 × 2 = 28, extremely severe; anxiety and stress 0, normal.
    const dassAnswers = [0, 0, 2, 0, 2, 0, 0, 0, 0, 2, 0, 0, 2, 0, 0, 2, 2, 0, 0, 0, 2];
    const dass = bodyOf<InstrumentScore>(await api.post(scoreUrl('dass21'), { answers: dassAnswers }));
    expect(dass.scores.map((s) => [s.key, s.value, s.band?.key])).toEqual([
      ['depression', 28, 'extremelySevere'],
      ['anxiety', 0, 'normal'],
      ['stress', 0, 'normal'],
    ]);
  });

  it('scores the RAND-36 scales and gives no summary score', async () => {
    const { api } = await signedIn();
    const answers = Array<number | null>(36).fill(null);
    [answers[22], answers[26], answers[28]] = [4, 3, 3]; // energy/fatigue (40 + 60 + 40) / 3
    const score = bodyOf<InstrumentScore>(await api.post(scoreUrl('sf36'), { answers }));
    expect(score.scores.find((s) => s.key === 'energyFatigue')).toMatchObject({ value: 46.7 });
    expect(score.scores.find((s) => s.key === 'physicalFunctioning')).toMatchObject({ value: null, reason: 'tooManyMissing' });
    expect(score.scores.map((s) => s.key)).not.toContain('pcs');
  });
});
