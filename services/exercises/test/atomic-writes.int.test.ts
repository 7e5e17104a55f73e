import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ElementList, StackElement } from '@openset/contracts';
import { EX, bodyOf, createExercise, errorOf, signedIn, sql } from './helpers.js';

/** Every element row of an account (its own scope), whatever the lists show. */
const rowsOf = (accountId: string) =>
  sql<{ title_en: string }>(`select "title_en" from "exercises"."elements" where "owner_id" = ? order by "title_en"`, [accountId]);

describe('atomic writes: a refused call changes nothing', () => {
  it('an update refused after its first field keeps the element as it was', async () => {
    const { api } = await signedIn();
    const exercise = await createExercise(api, { title: 'Before', instructions: 'As it was.' });
    const refused = await api.put(`${EX}/${exercise.id}`, { title: 'After', instructions: 'Changed.', exercises: [{ title: 'Child' }] });
    expect(errorOf(refused).code).toBe('ERRVALIDATION');
    const after = bodyOf<ElementList>(await api.get(`${EX}/${exercise.id}`)).items[0]!;
    expect(after).toMatchObject({ title: 'Before', instructions: 'As it was.' });
  });

  it('a stack created with one bad child leaves neither the stack nor the good children', async () => {
    const { api, account } = await signedIn();
    const refused = await api.post(EX, { kind: 'stack', title: 'Half a stack', exercises: [{ title: 'Good child' }, { id: randomUUID() }] });
    expect(errorOf(refused).code).toBe('ERRNOTFOUND');
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it('a stack saved with one bad child keeps its children and their text', async () => {
    const { api, account } = await signedIn();
    const stack = (await createExercise(api, { kind: 'stack', title: 'Stack', exercises: [{ title: 'First' }, { title: 'Second' }] })) as StackElement;
    const [first] = stack.exercises;
    const refused = await api.put(`${EX}/${stack.id}`, {
      title: 'Renamed',
      exercises: [{ id: first!.id, title: 'First renamed' }, { title: 'New' }, { id: randomUUID() }],
    });
    expect(errorOf(refused).code).toBe('ERRNOTFOUND');
    expect((await rowsOf(account.id)).map((row) => row.title_en)).toEqual(['First', 'Second', 'Stack']);
  });

  it('a created favourite that is refused leaves no star behind', async () => {
    const { api, account } = await signedIn();
    const refused = await api.post(`${EX}?favourite=true`, { kind: 'stack', title: 'Starred', exercises: [{ id: randomUUID() }] });
    expect(errorOf(refused).code).toBe('ERRNOTFOUND');
    expect(await sql(`select 1 from "exercises"."favourites" where "account_id" = ?`, [account.id])).toEqual([]);
  });
});
