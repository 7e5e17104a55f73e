import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Element, ElementList, StackElement } from '@openset/contracts';
import { EX, bodyOf, createExercise, errorOf, libraryItem, list, load, signedIn, teamWith } from './helpers.js';

/** One stock exercise of its own, found through the stock search by a unique word. */
async function stockExercise(api: Awaited<ReturnType<typeof signedIn>>['api']) {
  const word = `zq${randomUUID().slice(0, 8)}`;
  await load([libraryItem({ title: { en: `Stock ${word} raise`, fr: `Élévation ${word}` } })]);
  const page = await list(api, 'stock', { search: word });
  expect(page.items).toHaveLength(1);
  // List rows are lean; the full element (instructions, credit) is read by id.
  return bodyOf<ElementList>(await api.get(`${EX}/${page.items[0]!.id}`)).items[0]!;
}

describe('element types and the rules of the exercise browser', () => {
  it('creates a userExercise, and a userStack whose exercises are stackExercises', async () => {
    const { api } = await signedIn();
    const exercise = await createExercise(api, { title: 'Wall slide', instructions: 'Slide up the wall.' });
    expect(exercise).toMatchObject({ type: 'userExercise', readOnly: false, favourite: false, folderId: null });

    const stack = (await createExercise(api, {
      kind: 'stack',
      title: 'Shoulder warm-up',
      exercises: [{ title: 'Pendulum' }, { id: exercise.id }],
    })) as StackElement;
    expect(stack.type).toBe('userStack');
    expect(stack.exercises.map((e) => [e.title, e.type, e.stackId])).toEqual([
      ['Pendulum', 'stackExercise', stack.id],
      ['Wall slide', 'stackExercise', stack.id],
    ]);
  });

  it('saving a stock exercise makes a personal copy that is not a favourite, and leaves the stock one alone', async () => {
    const { api } = await signedIn();
    const stock = await stockExercise(api);
    expect(stock).toMatchObject({ type: 'stockExercise', readOnly: true });
    bodyOf(await api.put(`${EX}/${stock.id}/favourite`));

    const saved = bodyOf<Element>(await api.put(`${EX}/${stock.id}`, { parameters: [{ title: 'Sets', value: '3' }] }));
    expect(saved.id).not.toBe(stock.id);
    expect(saved).toMatchObject({ type: 'userExercise', favourite: false, readOnly: false, title: stock.title });
    expect(saved.parameters).toEqual([{ title: 'Sets', value: '3' }]);
    // The copy keeps the licence obligations of the original.
    expect(saved.credit).toEqual(stock.credit);

    const again = bodyOf<ElementList>(await api.get(`${EX}/${stock.id}`)).items[0]!;
    expect(again.parameters).toEqual(stock.parameters);
    expect(again.favourite).toBe(true);
  });

  it('moving changes the type by destination: stack -> stackExercise, team folder -> teamExercise, user root -> userExercise', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite', teamFolders: 'readWrite' }]);
    const { api } = staff[0]!;
    const exercise = await createExercise(api, { title: 'Bridge' });
    const folder = bodyOf<{ id: string; type: string }>(await api.post(`${EX}/folders`, { title: 'Team hips', type: 'team' }));

    const stack = await createExercise(api, { kind: 'stack', title: 'Hip set' });
    const stacked = bodyOf<ElementList>(await api.put(`${EX}/${exercise.id}/stack/${stack.id}`));
    expect(stacked.items[0]).toMatchObject({ id: exercise.id, type: 'stackExercise', stackId: stack.id, folderId: null });

    const moved = bodyOf<ElementList>(await api.put(`${EX}/${exercise.id}/folder/${folder.id}`));
    expect(moved.items[0]).toMatchObject({ id: exercise.id, type: 'teamExercise', folderId: folder.id, stackId: null });

    // Out of the team into a private place: a private copy, the team keeps its exercise.
    const back = bodyOf<ElementList>(await api.put(`${EX}/${exercise.id}/folder/user`));
    expect(back.items[0]).toMatchObject({ title: 'Bridge', type: 'userExercise', stackId: null, folderId: null });
    expect(back.items[0]!.id).not.toBe(exercise.id);
    expect(bodyOf<ElementList>(await api.get(`${EX}/${exercise.id}`)).items[0]).toMatchObject({ type: 'teamExercise', folderId: folder.id });
  });

  it('moving a stock exercise into a folder or a stack copies it', async () => {
    const { api } = await signedIn();
    const stock = await stockExercise(api);
    const folder = bodyOf<{ id: string }>(await api.post(`${EX}/folders`, { title: 'Mine' }));
    const moved = bodyOf<ElementList>(await api.put(`${EX}/${stock.id}/folder/${folder.id}`));
    expect(moved.items[0]).toMatchObject({ type: 'userExercise', folderId: folder.id, title: stock.title });
    expect(moved.items[0]!.id).not.toBe(stock.id);

    const stack = await createExercise(api, { kind: 'stack', title: 'Stack' });
    const stacked = bodyOf<ElementList>(await api.put(`${EX}/${stock.id}/stack/${stack.id}`));
    expect(stacked.items[0]).toMatchObject({ type: 'stackExercise', stackId: stack.id });
    expect((await list(api, 'stock', { search: stock.title })).items.some((e) => e.id === stock.id)).toBe(true);
  });

  it('a stack cannot go into a stack', async () => {
    const { api } = await signedIn();
    const outer = await createExercise(api, { kind: 'stack', title: 'Outer' });
    const inner = await createExercise(api, { kind: 'stack', title: 'Inner' });
    expect(errorOf(await api.put(`${EX}/${inner.id}/stack/${outer.id}`))).toMatchObject({ status: 409, code: 'ERROPERATION' });
  });

  it('favourites keep their own order (toLeftOf / toRightOf), independent of the custom order', async () => {
    const { api } = await signedIn();
    const [a, b, c] = [
      await createExercise(api, { title: 'Alpha' }, '?favourite=true'),
      await createExercise(api, { title: 'Bravo' }, '?favourite=true'),
      await createExercise(api, { title: 'Charlie' }, '?favourite=true'),
    ];
    const titles = async (tab: string) => (await list(api, tab)).items.map((e) => e.title);
    expect(await titles('favourite')).toEqual(['Alpha', 'Bravo', 'Charlie']);

    bodyOf(await api.put(`${EX}/favourite/${c!.id}/toLeftOf/${a!.id}`));
    expect(await titles('favourite')).toEqual(['Charlie', 'Alpha', 'Bravo']);
    bodyOf(await api.put(`${EX}/favourite/${c!.id}/toRightOf/${a!.id}`));
    expect(await titles('favourite')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    // The custom list keeps its own order.
    expect(await titles('user')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    bodyOf(await api.put(`${EX}/${a!.id}/toRightOf/${c!.id}`));
    expect(await titles('user')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await titles('favourite')).toEqual(['Alpha', 'Charlie', 'Bravo']);

    bodyOf(await api.put(`${EX}/${b!.id}/favourite?value=false`));
    expect(await titles('favourite')).toEqual(['Alpha', 'Charlie']);
  });

  it('deleting a stack deletes its exercises; stock exercises cannot be deleted', async () => {
    const { api } = await signedIn();
    const stack = (await createExercise(api, { kind: 'stack', title: 'Gone', exercises: [{ title: 'Inside' }] })) as StackElement;
    const inside = stack.exercises[0]!.id;
    bodyOf(await api.delete(`${EX}/${stack.id}`));
    expect(errorOf(await api.get(`${EX}/${inside}`)).code).toBe('ERRNOTFOUND');

    const stock = await stockExercise(api);
    expect(errorOf(await api.delete(`${EX}/${stock.id}`))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
  });

  it('refuses bodies that break the contract (unknown fields, < and >)', async () => {
    const { api } = await signedIn();
    expect(errorOf(await api.post(EX, { title: 'x', colour: 'red' })).code).toBe('ERRVALIDATION');
    expect(errorOf(await api.post(EX, { title: '<script>' })).code).toBe('ERRVALIDATION');
  });
});
