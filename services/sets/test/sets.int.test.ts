import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ExerciseFolder, ExerciseSet, SetSummary } from '@openset/contracts';
import { SETS, bodyOf, createSet, customExercise, dividers, errorOf, exercises, signedIn, updateOf, uploadedImage } from './helpers.js';

describe('sets', () => {
  it('saves a copy of the content with its custom ids, and raises the version on every save', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const set = await createSet(api, { elements: [...exercises(2, customId), ...dividers(1)] });
    expect(set).toMatchObject({ type: 'folderSet', scope: 'user', version: 1, readOnly: false, folderId: null });
    expect(set.elements.map((e) => (e.type === 'setExercise' ? e.customId : e.type))).toEqual([customId, customId, 'setDivider']);
    // A later change to the library exercise leaves the set's copy alone.
    await api.put(`/api/clinician/exercises/${customId}`, { title: 'Renamed in the library' });
    const saved = bodyOf<ExerciseSet>(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Knee, week 2' })));
    expect([saved.version, saved.title, saved.elements[0]!.title]).toEqual([2, 'Knee, week 2', 'Exercise 1']);
    const [again] = bodyOf<{ items: ExerciseSet[] }>(await api.get(`${SETS}/${set.id}`)).items;
    expect(again).toEqual(saved);
  });

  it('refuses a PUT that leaves content out (a title alone) with ERRVALIDATION naming what is missing, and stores nothing', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const set = await createSet(api, { instructions: 'Daily.', elements: exercises(3, customId) });
    const refused = errorOf(await api.put(`${SETS}/${set.id}`, { version: 1, title: 'Only a title' }));
    expect(refused).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
    expect((refused.details as { path: string }[]).map((issue) => issue.path).sort()).toEqual(['education', 'elements', 'instructions', 'savename']);
    const [now] = bodyOf<{ items: ExerciseSet[] }>(await api.get(`${SETS}/${set.id}`)).items;
    expect(now).toEqual(set);
    expect(bodyOf<{ total: number }>(await api.get(`${SETS}/${set.id}/history`)).total).toBe(1);
  });

  it('caps exercises: 100 into a folder, 50 for a client, dividers not counted', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const full = await createSet(api, { elements: [...exercises(100, customId), ...dividers(10)] });
    expect(full.elements).toHaveLength(110);
    expect(errorOf(await api.post(SETS, { type: 'folderSet', elements: exercises(101, customId) }))).toMatchObject({
      status: 409, code: 'ERROPERATION', details: { key: 'folderSetTooLarge' },
    });
    expect(errorOf(await api.put(`${SETS}/${full.id}`, updateOf(full, { elements: exercises(101, customId) }))).details).toEqual({ key: 'folderSetTooLarge' });
    expect(errorOf(await api.post(SETS, { type: 'clientSet', clientId: randomUUID(), elements: exercises(51, customId) }))).toMatchObject({
      status: 409, code: 'ERROPERATION', details: { key: 'clientSetTooLarge' },
    });
  });

  it('refuses a stale version with the newer one in details, and overwrites nothing', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const set = await createSet(api, { elements: exercises(1, customId) });
    const first = bodyOf<ExerciseSet>(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'First tab' })));
    const stale = errorOf(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Second tab' })));
    expect(stale).toMatchObject({ status: 409, code: 'ERROPERATION', details: { key: 'setChanged', version: 2, updated: first.updated } });
    const [now] = bodyOf<{ items: ExerciseSet[] }>(await api.get(`${SETS}/${set.id}`)).items;
    expect([now!.title, now!.version]).toEqual(['First tab', 2]);
  });

  it("answers another clinician's set as not found, also inside an id list", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const theirs = await createSet(owner.api, {});
    const mine = await createSet(other.api, {});
    const unknown = randomUUID();
    for (const ids of [theirs.id, `${mine.id},${theirs.id}`]) {
      expect(errorOf(await other.api.get(`${SETS}/${ids}`)).code).toBe('ERRNOTFOUND');
      expect(errorOf(await other.api.delete(`${SETS}/${ids}`)).code).toBe('ERRNOTFOUND');
    }
    expect(errorOf(await other.api.put(`${SETS}/${theirs.id}`, updateOf(theirs, { title: 'Mine now' })))).toEqual(errorOf(await other.api.put(`${SETS}/${unknown}`, updateOf(theirs, { title: 'Mine now' }))));
    expect(errorOf(await other.api.get(`${SETS}/${theirs.id}/history`)).code).toBe('ERRNOTFOUND');
    // Nothing of the refused calls happened.
    expect(bodyOf<{ items: ExerciseSet[] }>(await other.api.get(`${SETS}/${mine.id}`)).items).toHaveLength(1);
    expect(bodyOf<{ items: ExerciseSet[] }>(await owner.api.get(`${SETS}/${theirs.id}`)).items[0]!.title).toBe('Knee');
  });

  it("answers a foreign exercise or resource id exactly as an unknown one", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const foreignExercise = await customExercise(owner.api, 'Private');
    const foreignImage = await uploadedImage(owner.api);
    const ownExercise = await customExercise(other.api, 'Mine');
    const ownImage = await uploadedImage(other.api);
    const attempts: [string, (id: string) => Record<string, unknown>][] = [
      ['customId', (id) => ({ elements: exercises(1, id) })],
      ['stockId', (id) => ({ elements: exercises(1, ownExercise, { stockId: id, customId: null }) })],
      ['thumbnailId', (id) => ({ elements: exercises(1, ownExercise, { thumbnailId: id }) })],
      ['resourceId', (id) => ({ elements: exercises(1, ownExercise, { resources: [{ key: 'r', resourceId: id, caption: '' }] }) })],
    ];
    for (const [what, body] of attempts) {
      const foreign = what === 'customId' || what === 'stockId' ? foreignExercise : foreignImage;
      const forForeign = await other.api.post(SETS, { type: 'folderSet', ...body(foreign) });
      const forUnknown = await other.api.post(SETS, { type: 'folderSet', ...body(randomUUID()) });
      expect({ what, status: forForeign.status, json: forForeign.json }).toEqual({ what, status: forUnknown.status, json: forUnknown.json });
      expect({ what, code: errorOf(forForeign).code }).toEqual({ what, code: 'ERRNOTFOUND' });
    }
    const fine = await createSet(other.api, { elements: exercises(1, ownExercise, { thumbnailId: ownImage }) });
    expect(errorOf(await other.api.put(`${SETS}/${fine.id}`, updateOf(fine, attempts[2]![1](foreignImage)))).code).toBe('ERRNOTFOUND');
    expect(bodyOf<{ total: number }>(await other.api.get(SETS)).total).toBe(1);
  });

  it('lists templates by folder with search, sort and paging', async () => {
    const { api } = await signedIn();
    const folder = bodyOf<ExerciseFolder>(await api.post(`${SETS}/folders`, { title: 'Knees' }));
    for (const savename of ['Beta knee', 'alpha knee', 'Gamma hip']) await createSet(api, { savename, title: savename, folderId: folder.id });
    await createSet(api, { savename: 'At the root knee', title: 'Root' });
    const page = async (query: Record<string, string | number>) => bodyOf<{ items: SetSummary[]; total: number }>(await api.get(SETS, query));
    expect((await page({ folderId: folder.id, sort: 'savename' })).items.map((s) => s.savename)).toEqual(['alpha knee', 'Beta knee', 'Gamma hip']);
    expect(await page({ folderId: folder.id, search: 'knee', sort: 'savename', sortDir: 'desc', limit: 1, skip: 0 })).toMatchObject({ total: 2, items: [{ savename: 'Beta knee' }] });
    expect((await page({ folderId: 'user' })).items.map((s) => s.savename)).toEqual(['At the root knee']);
    expect((await page({ search: '100%_knee' })).total).toBe(0);
    expect((await page({})).total).toBe(4);
    expect(errorOf(await api.get(SETS, { folderId: randomUUID() })).code).toBe('ERRNOTFOUND');
  });

  it('moves templates between folders and deletes them with their history', async () => {
    const { api } = await signedIn();
    const folder = bodyOf<ExerciseFolder>(await api.post(`${SETS}/folders`, { title: 'Shoulders' }));
    const [a, b] = [await createSet(api, { savename: 'A' }), await createSet(api, { savename: 'B' })];
    bodyOf(await api.put(`${SETS}/${a.id},${b.id}/folder/${folder.id}`));
    expect(bodyOf<{ total: number }>(await api.get(SETS, { folderId: folder.id })).total).toBe(2);
    bodyOf(await api.put(`${SETS}/${b.id}/folder/user`));
    expect(bodyOf<{ items: ExerciseSet[] }>(await api.get(`${SETS}/${b.id}`)).items[0]!.folderId).toBeNull();
    bodyOf(await api.delete(`${SETS}/${a.id},${b.id}`));
    expect(errorOf(await api.get(`${SETS}/${a.id}`)).code).toBe('ERRNOTFOUND');
    bodyOf(await api.delete(`${SETS}/folders/${folder.id}`));
  });
});
