import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ExerciseSet, SetSummary } from '@openset/contracts';
import { storedEvents } from '@openset/testing';
import { CLIENTS, SETS, bodyOf, clientSet, customExercise, errorOf, exercises, newClient, signedIn, sql, teamWith, updateOf } from './helpers.js';

/** Client sets ask the clients service (`clients.internal.visible`) which clients a clinician sees. */
describe('client sets', () => {
  it("a visible client gets a set; another clinician's client or an unknown one is not found; updates need the signature; the activity log gets each change", async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    const clientId = await newClient(api);
    const customId = await customExercise(api);

    expect(errorOf(await other.api.post(SETS, clientSet(clientId))).code).toBe('ERRNOTFOUND');
    expect(errorOf(await api.post(SETS, clientSet(randomUUID()))).code).toBe('ERRNOTFOUND');
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(clientId, { elements: exercises(50, customId) })));
    expect(set).toMatchObject({ type: 'clientSet', clientId, enabled: true, readOnly: false });
    expect(errorOf(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Changed' })))).toMatchObject({ status: 409, details: { key: 'signatureRequired' } });
    bodyOf(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Changed', signature: true })));
    bodyOf(await api.put(`${SETS}/${set.id}/enabled?value=false`));
    expect(bodyOf<{ items: SetSummary[] }>(await api.get(SETS, { clientId })).items.map((s) => [s.title, s.enabled])).toEqual([['Changed', false]]);
    // The clients manager lists the client's sets through the sets service.
    expect(bodyOf<{ items: SetSummary[] }>(await api.get(`${CLIENTS}/${clientId}/sets`)).items.map((s) => [s.id, s.readOnly])).toEqual([[set.id, false]]);
    expect(errorOf(await other.api.get(`${SETS}/${set.id}`)).code).toBe('ERRNOTFOUND');
    // Opening it is a view of the activity log (another clinician's failed try is none).
    expect(bodyOf<{ items: ExerciseSet[] }>(await api.get(`${SETS}/${set.id}`)).items[0]!.title).toBe('Changed');

    const deadline = Date.now() + 10_000;
    let events: { type: string; ip: unknown }[] = [];
    while (Date.now() < deadline) {
      events = (await storedEvents('events.sets.>')).filter((e) => e.event.data.setId === set.id).map((e) => ({ type: e.event.type, ip: e.event.data.ip }));
      if (events.length >= 4) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(events.map((event) => event.type)).toEqual(['sets.clientSetCreated', 'sets.clientSetUpdated', 'sets.clientSetDisabled', 'sets.clientSetViewed']);
    // Each with the address the gateway saw (the test client's, from X-Forwarded-For): the log's IP.
    expect([...new Set(events.map((event) => event.ip))]).toEqual([expect.stringMatching(/^198\.18\./)]);
  });

  it("a team-mate opens, changes and shows a shared client's set while the team shares clients, and finds nothing when it does not", async () => {
    const sharing = await teamWith([{}, {}]);
    const [author, mate] = sharing.staff;
    const clientId = await newClient(author!.api, 'Shared');
    const customId = await customExercise(author!.api);
    const set = bodyOf<ExerciseSet>(await author!.api.post(SETS, clientSet(clientId, { elements: exercises(2, customId) })));

    expect(bodyOf<{ items: ExerciseSet[] }>(await mate!.api.get(`${SETS}/${set.id}`)).items[0]).toMatchObject({ id: set.id, readOnly: false });
    expect(bodyOf<{ items: SetSummary[] }>(await mate!.api.get(SETS, { clientId })).items.map((s) => [s.id, s.readOnly])).toEqual([[set.id, false]]);
    const content = { savename: set.savename, title: 'Week 2', instructions: set.instructions, elements: set.elements, education: set.education };
    expect(bodyOf<ExerciseSet>(await mate!.api.put(`${SETS}/${set.id}`, { ...content, version: 1, signature: true })).version).toBe(2);
    // What the set already names stays; what the team-mate adds must be theirs to see.
    const authorsOther = await customExercise(author!.api, 'Lunge');
    const adding = { ...content, elements: [...set.elements, ...exercises(1, authorsOther)], version: 2, signature: true };
    expect(errorOf(await mate!.api.put(`${SETS}/${set.id}`, adding)).code).toBe('ERRNOTFOUND');
    bodyOf(await mate!.api.put(`${SETS}/${set.id}/enabled?value=false`));
    expect(bodyOf<{ items: unknown[] }>(await mate!.api.get(`${SETS}/${set.id}/history`)).items).toHaveLength(2);
    // The author sees the team-mate's change, as it is.
    expect(bodyOf<{ items: ExerciseSet[] }>(await author!.api.get(`${SETS}/${set.id}`)).items[0]).toMatchObject({ title: 'Week 2', enabled: false, elements: set.elements });
    // Once the author archives the client, the team-mate still opens its set, read-only.
    bodyOf(await author!.api.put(`${CLIENTS}/${clientId}/archived?value=true`));
    expect(bodyOf<{ items: ExerciseSet[] }>(await mate!.api.get(`${SETS}/${set.id}`)).items[0]).toMatchObject({ id: set.id, readOnly: true });

    const apart = await teamWith([{ teamClients: false }, { teamClients: false }]);
    const [outsider, owner] = apart.staff;
    const ownersClient = await newClient(owner!.api, 'Apart');
    const ownersSet = bodyOf<ExerciseSet>(await owner!.api.post(SETS, clientSet(ownersClient)));
    for (const call of [
      outsider!.api.get(`${SETS}/${ownersSet.id}`),
      outsider!.api.get(`${SETS}/${ownersSet.id}/history`),
      outsider!.api.get(SETS, { clientId: ownersClient }),
      outsider!.api.put(`${SETS}/${ownersSet.id}`, { ...content, version: 1, signature: true }),
      outsider!.api.put(`${SETS}/${ownersSet.id}/enabled?value=false`),
      outsider!.api.delete(`${SETS}/${ownersSet.id}`),
    ]) {
      expect(errorOf(await call).code).toBe('ERRNOTFOUND');
    }
    expect(bodyOf<{ items: ExerciseSet[] }>(await owner!.api.get(`${SETS}/${ownersSet.id}`)).items[0]).toMatchObject({ title: 'Knee', enabled: true });
  });

  it("lists a client's sets for the clients manager a page at a time (skip, limit), newest change first, with how many there are", async () => {
    const { api } = await signedIn();
    const clientId = await newClient(api);
    const titles = ['Knee', 'Hip', 'Ankle', 'Shoulder'];
    for (const title of titles) bodyOf(await api.post(SETS, clientSet(clientId, { title })));
    const page = async (query: Record<string, number>) => bodyOf<{ items: SetSummary[]; total: number }>(await api.get(`${CLIENTS}/${clientId}/sets`, query));
    expect(await page({ skip: 1, limit: 2 })).toMatchObject({ items: [{ title: 'Ankle' }, { title: 'Hip' }], total: 4 });
    expect(await page({ skip: 4 })).toEqual({ items: [], total: 4 });
    expect((await page({})).items.map((set) => set.title)).toEqual([...titles].reverse());
    expect(errorOf(await api.get(`${CLIENTS}/${clientId}/sets`, { limit: 101 }))).toMatchObject({ code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'limit' })] });
    // The outcome measures take a page too (none until the outcomes service).
    expect(bodyOf(await api.get(`${CLIENTS}/${clientId}/outcomes`, { skip: 0, limit: 10 }))).toEqual({ items: [], total: 0, latest: [] });
  });

  it("an archived client's set is read-only", async () => {
    const { api } = await signedIn();
    const clientId = await newClient(api, 'Roe');
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(clientId)));
    bodyOf(await api.put(`${CLIENTS}/${clientId}/archived?value=true`));
    expect(bodyOf<{ items: ExerciseSet[] }>(await api.get(`${SETS}/${set.id}`)).items[0]!.readOnly).toBe(true);
    expect(bodyOf<{ items: SetSummary[] }>(await api.get(`${CLIENTS}/${clientId}/sets`)).items[0]!.readOnly).toBe(true);
    expect(bodyOf<{ items: SetSummary[] }>(await api.get(SETS, { clientId })).items.map((s) => [s.id, s.readOnly])).toEqual([[set.id, true]]);
    expect(errorOf(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'No', signature: true })))).toMatchObject({ code: 'ERRPERMISSION', details: { key: 'archivedClient' } });
    expect(errorOf(await api.put(`${SETS}/${set.id}/enabled?value=false`)).details).toEqual({ key: 'archivedClient' });
    expect(errorOf(await api.post(SETS, clientSet(clientId))).details).toEqual({ key: 'archivedClient' });
    expect(errorOf(await api.delete(`${SETS}/${set.id}`)).details).toEqual({ key: 'archivedClient' });
    // Unarchived, it is the clinician's to change again.
    bodyOf(await api.put(`${CLIENTS}/${clientId}/archived?value=false`));
    expect(bodyOf<ExerciseSet>(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Yes', signature: true }))).title).toBe('Yes');
  });

  it("a deleted client's sets go with the client, their history too (the clients service's deletion event)", async () => {
    const { api } = await signedIn();
    const [gone, kept] = [await newClient(api, 'Gone'), await newClient(api, 'Kept')];
    const customId = await customExercise(api);
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(gone, { elements: exercises(3, customId) })));
    bodyOf(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Week 2', signature: true })));
    const other = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(kept)));
    const rows = async () => ({
      sets: (await sql<{ id: string }>('select "id" from "sets"."sets" where "client_id" in (?, ?) order by "savename", "id"', [gone, kept])).map((row) => row.id),
      history: (await sql<{ n: string }>('select count(*) as "n" from "sets"."history_points" where "set_id" = ?', [set.id]))[0]!.n,
    });
    expect((await rows()).history).not.toBe('0');

    bodyOf(await api.delete(`${CLIENTS}/${gone}`));
    const deadline = Date.now() + 15_000;
    let left = await rows();
    while (left.sets.includes(set.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      left = await rows();
    }
    expect(left).toEqual({ sets: [other.id], history: '0' });
    expect(errorOf(await api.get(`${SETS}/${set.id}`)).code).toBe('ERRNOTFOUND');
  });
});
