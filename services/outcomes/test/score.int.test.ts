// POST /api/clinician/outcomes/definitions/:type/score through the gateway: a score, a withheld score,
// a bad answer named by its item, an unknown type, and who may call it.
import { describe, expect, it } from '@jest/globals';
import type { AnswerErrorDetail, InstrumentScore } from '@openset/contracts';
import { ApiClient } from '@openset/testing';
import { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';

const scoreUrl = (type: string) => `/api/clinician/outcomes/definitions/${type}/score`;

describe('scoring a set of answers', () => {
  it('answers the LEFS total of a complete form (sum of 20 items: 10 × 3 + 10 × 2 = 50) and stores nothing', async () => {
    const { api } = await signedIn();
    const answers = [...Array(10).fill(3), ...Array(10).fill(2)];
    const score = bodyOf<InstrumentScore>(await api.post(scoreUrl('lefs'), { answers }));
    expect(score).toMatchObject({ type: 'lefs', version: expect.any(String) });
    expect(score.scores).toEqual([expect.objectContaining({ key: 'total', value: 50, answered: 20, missing: 0 })]);
    // The same answers again give the same score: nothing was kept between the two.
    expect(bodyOf<InstrumentScore>(await api.post(scoreUrl('lefs'), { answers }))).toEqual(score);
  });

  it('answers the NDI in points and percent with Vernon’s band, prorated for one missing section', async () => {
    const { api } = await signedIn();
    const score = bodyOf<InstrumentScore>(await api.post(scoreUrl('ndi'), { answers: [2, 2, 2, 2, 2, 2, 2, 2, 2, null] }));
    expect(score.scores).toEqual([
      expect.objectContaining({ key: 'total', value: 20, adjusted: true, band: expect.objectContaining({ key: 'moderate' }) }),
      expect.objectContaining({ key: 'percent', value: 40, adjusted: true, band: expect.objectContaining({ key: 'moderate' }) }),
    ]);
  });

  it('withholds the NDI with three sections missing, with the reason in English and French', async () => {
    const { api } = await signedIn('professional', 'fr');
    const score = bodyOf<InstrumentScore>(await api.post(scoreUrl('ndi'), { answers: [1, 1, 1, 1, 1, 1, 1, null, null, null] }));
    for (const scale of score.scores) {
      expect(scale).toMatchObject({ value: null, reason: 'tooManyMissing', missing: 3 });
      expect(scale.withheld?.en).toContain('3 of 10 sections are unanswered');
      expect(scale.withheld?.fr).toContain('3 des 10 sections sont sans réponse');
    }
  });

  it('answers ERRVALIDATION naming the item: a value off the scale, a non-integer, a wrong count', async () => {
    const { api } = await signedIn();
    const offScale = errorOf(await api.post(scoreUrl('ndi'), { answers: [0, 1, 2, 3, 4, 9, 0, 0, 0, 0] }));
    expect(offScale).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
    expect(offScale.details).toEqual([
      { path: 'answers.5', message: 'Item 6: 9 is off the scale 0-5', item: 6, itemId: 'ndi6' } satisfies AnswerErrorDetail,
    ]);

    const fraction = errorOf(await api.post(scoreUrl('nrs'), { answers: [6.5] }));
    expect(fraction).toMatchObject({ status: 400, code: 'ERRVALIDATION', details: [expect.objectContaining({ item: 1, message: 'Item 1: expected a whole number' })] });

    const count = errorOf(await api.post(scoreUrl('rmdq'), { answers: [1, 0, 1] }));
    expect(count).toMatchObject({ status: 400, code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'answers', item: null })] });
  });

  it('answers ERRVALIDATION for answers that are not numbers (the contract) and ERRNOTFOUND for an unknown type', async () => {
    const { api } = await signedIn();
    expect(errorOf(await api.post(scoreUrl('vas'), { answers: ['12'] }))).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
    expect(errorOf(await api.post(scoreUrl('oswestry'), { answers: [1] }))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
  });

  it('is for signed-in clinicians only', async () => {
    expect(errorOf(await new ApiClient().post(scoreUrl('nrs'), { answers: [3] }))).toMatchObject({ code: 'ERRAUTH' });
    const { api } = await signedIn('manager');
    expect(errorOf(await api.post(scoreUrl('nrs'), { answers: [3] }))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
  });
});
