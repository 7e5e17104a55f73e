import { describe, expect, it } from '@jest/globals';
import type { HistoryPoint, HistoryPointSummary } from '@openset/contracts';
import { SETS, bodyOf, createSet, customExercise, errorOf, exercises, signedIn, sql, updateOf } from './helpers.js';

describe('history points', () => {
  it('every save writes a point; a later save leaves earlier points byte-identical', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const set = await createSet(api, { title: 'Version 1', elements: exercises(2, customId) });
    const [point1] = bodyOf<{ items: HistoryPointSummary[] }>(await api.get(`${SETS}/${set.id}/history`)).items;
    const before = await api.get(`${SETS}/history/${point1!.id}`);
    const rowBefore = await sql(`select * from "sets"."history_points" where "id" = ?`, [point1!.id]);

    await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Version 2', elements: exercises(3, customId) }));
    const points = bodyOf<{ items: HistoryPointSummary[] }>(await api.get(`${SETS}/${set.id}/history`)).items;
    expect(points.map((p) => [p.title, p.exerciseCount, p.type])).toEqual([['Version 2', 3, 'save'], ['Version 1', 2, 'save']]);
    // A page at a time (one point a save: the list grows with the set's life).
    expect(bodyOf<{ items: HistoryPointSummary[]; total: number }>(await api.get(`${SETS}/${set.id}/history`, { skip: 1, limit: 1 }))).toMatchObject({ items: [{ title: 'Version 1' }], total: 2 });
    expect(errorOf(await api.get(`${SETS}/${set.id}/history`, { limit: 101 })).code).toBe('ERRVALIDATION');

    const after = await api.get(`${SETS}/history/${point1!.id}`);
    expect(JSON.stringify(after.json)).toBe(JSON.stringify(before.json));
    expect(await sql(`select * from "sets"."history_points" where "id" = ?`, [point1!.id])).toEqual(rowBefore);
    expect(bodyOf<HistoryPoint>(after)).toMatchObject({ title: 'Version 1', readOnly: true });
  });

  it('nothing changes or deletes a point but deleting its set', async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    const set = await createSet(api, {});
    const [point] = bodyOf<{ items: HistoryPointSummary[] }>(await api.get(`${SETS}/${set.id}/history`)).items;
    await expect(sql(`update "sets"."history_points" set "title" = 'forged' where "id" = ?`, [point!.id])).rejects.toThrow(/immutable/);
    await expect(sql(`delete from "sets"."history_points" where "id" = ?`, [point!.id])).rejects.toThrow(/immutable/);
    expect(errorOf(await other.api.get(`${SETS}/history/${point!.id}`)).code).toBe('ERRNOTFOUND');
    bodyOf(await api.delete(`${SETS}/${set.id}`));
    expect(await sql(`select 1 from "sets"."history_points" where "set_id" = ?`, [set.id])).toEqual([]);
    expect(errorOf(await api.get(`${SETS}/history/${point!.id}`)).code).toBe('ERRNOTFOUND');
  });
});
