import { describe, expect, it } from '@jest/globals';
import type { ParameterPreset } from '@openset/contracts';
import { PARAMETERS, bodyOf, errorOf, signedIn } from './helpers.js';

const preset = (value: string) => ({ parameters: [{ title: 'Reps', value }] });

describe('bulk parameter presets', () => {
  it('keeps the clinician order: new ones go last, toLeftOf and toRightOf move one', async () => {
    const { api } = await signedIn();
    const [a, b, c] = [
      bodyOf<ParameterPreset>(await api.post(PARAMETERS, preset('a'))),
      bodyOf<ParameterPreset>(await api.post(PARAMETERS, preset('b'))),
      bodyOf<ParameterPreset>(await api.post(PARAMETERS, preset('c'))),
    ];
    const order = async () => bodyOf<{ items: ParameterPreset[] }>(await api.get(PARAMETERS)).items.map((p) => p.parameters[0]!.value);
    expect(await order()).toEqual(['a', 'b', 'c']);
    bodyOf(await api.put(`${PARAMETERS}/${c!.id}/toLeftOf/${a!.id}`));
    expect(await order()).toEqual(['c', 'a', 'b']);
    bodyOf(await api.put(`${PARAMETERS}/${c!.id}/toRightOf/${b!.id}`));
    expect(await order()).toEqual(['a', 'b', 'c']);
    bodyOf(await api.put(`${PARAMETERS}/${a!.id}/toRightOf/${b!.id}`));
    expect(await order()).toEqual(['b', 'a', 'c']);
    // A page at a time, in the same order.
    const page = bodyOf<{ items: ParameterPreset[]; total: number }>(await api.get(PARAMETERS, { skip: 1, limit: 2 }));
    expect([page.total, page.items.map((p) => p.parameters[0]!.value)]).toEqual([3, ['a', 'c']]);
    bodyOf(await api.delete(`${PARAMETERS}/${b!.id}`));
    expect(await order()).toEqual(['a', 'c']);
  });

  it('refuses a preset without a parameter that has both a title and a value', async () => {
    const { api } = await signedIn();
    for (const parameters of [[], [{ title: 'Reps', value: '' }], [{ title: '', value: '10' }]]) {
      expect(errorOf(await api.post(PARAMETERS, { parameters })).code).toBe('ERRVALIDATION');
    }
    expect(bodyOf<{ total: number }>(await api.get(PARAMETERS)).total).toBe(0);
  });

  it("answers another clinician's preset as not found, and reorders only the caller's", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const theirs = bodyOf<ParameterPreset>(await owner.api.post(PARAMETERS, preset('theirs')));
    const mine = bodyOf<ParameterPreset>(await other.api.post(PARAMETERS, preset('mine')));
    expect(errorOf(await other.api.delete(`${PARAMETERS}/${theirs.id}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await other.api.put(`${PARAMETERS}/${mine.id}/toLeftOf/${theirs.id}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await other.api.put(`${PARAMETERS}/${theirs.id}/toLeftOf/${mine.id}`)).code).toBe('ERRNOTFOUND');
    expect(bodyOf<{ items: ParameterPreset[] }>(await owner.api.get(PARAMETERS)).items.map((p) => p.id)).toEqual([theirs.id]);
  });
});
