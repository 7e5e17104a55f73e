import { describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_HEADER, clientListItemSchema, type Client, type ClientListItem } from '@openset/contracts';
import { ApiClient } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import { CLIENTS, PORTAL, addClient, bodyOf, errorOf, signedIn, teamWith } from './helpers.js';

type Page = { items: ClientListItem[]; total: number };
/** A whole client cut to what a list row carries (the contract's list item). */
const asListed = (client: Client) => Object.fromEntries(Object.keys(clientListItemSchema.shape).filter((field) => field in client).map((field) => [field, client[field as keyof Client]]));
const names = (page: Page) => page.items.map((client) => client.lastname);

describe('clients manager', () => {
  it('pages, searches, sorts and filters the clinician\'s own clients', async () => {
    const { api } = await signedIn();
    const lastnames = ['Zola', 'adams', 'Martin', 'Émile', 'Baker'];
    const created = [];
    for (const [i, lastname] of lastnames.entries()) {
      created.push(await addClient(api, { firstname: `Ann${i}`, lastname, email: `${lastname.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()}.${i}.${Date.now()}@mail.example` }));
    }
    // A random code to read out, not the names.
    expect(created[0]!.portal).toEqual({ username: expect.stringMatching(/^[a-z2-9]{4}-[a-z2-9]{4}$/), key: expect.stringMatching(/^\d{4}$/) });

    const all = bodyOf<Page>(await api.get(CLIENTS));
    expect(all.total).toBe(5);
    // An accented name sorts beside its plain letter, not after z; case does not count.
    expect(names(all)).toEqual(['adams', 'Baker', 'Émile', 'Martin', 'Zola']);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { sortDir: 'desc' })))).toEqual(['Zola', 'Martin', 'Émile', 'Baker', 'adams']);
    const page2 = bodyOf<Page>(await api.get(CLIENTS, { skip: 2, limit: 2 }));
    expect([page2.total, names(page2)]).toEqual([5, ['Émile', 'Martin']]);
    expect(bodyOf<Page>(await api.get(CLIENTS, { skip: 10 })).total).toBe(5);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { search: 'MART' })))).toEqual(['Martin']);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { search: 'baker.4' })))).toEqual(['Baker']);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { search: '100%_' })))).toEqual([]);
    // Typed with or without its accents, a name is found.
    for (const typed of ['emile', 'ÉMILE', 'Émile']) expect(names(bodyOf<Page>(await api.get(CLIENTS, { search: typed })))).toEqual(['Émile']);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { search: 'zolà' })))).toEqual(['Zola']);
    // A search's page and total come from one statement: every sort, direction and page, and the
    // total also for a page past the end.
    const search = async (params: Record<string, string | number>) => {
      const page = bodyOf<Page>(await api.get(CLIENTS, { search: 'ann', ...params }));
      return [page.total, names(page)];
    };
    expect(await search({})).toEqual([5, ['adams', 'Baker', 'Émile', 'Martin', 'Zola']]);
    expect(await search({ skip: 1, limit: 2 })).toEqual([5, ['Baker', 'Émile']]);
    expect(await search({ sortDir: 'desc', limit: 1 })).toEqual([5, ['Zola']]);
    expect(await search({ sort: 'firstname', sortDir: 'desc', skip: 3 })).toEqual([5, ['adams', 'Zola']]);
    expect(await search({ skip: 10 })).toEqual([5, []]);
    expect(await search({ search: 'nobody-here' })).toEqual([0, []]);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { sort: 'created' })))).toEqual(lastnames);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { sort: 'firstname', sortDir: 'desc', limit: 1 })))).toEqual(['Baker']);

    bodyOf(await api.put(`${CLIENTS}/${created[1]!.client.id},${created[2]!.client.id}/archived?value=true`));
    expect(names(bodyOf<Page>(await api.get(CLIENTS)))).toEqual(['Baker', 'Émile', 'Zola']);
    expect(names(bodyOf<Page>(await api.get(CLIENTS, { archived: true })))).toEqual(['adams', 'Martin']);
    // Totals of full pages come from the counters the database keeps: they follow archive, unarchive and delete.
    const totals = async () => [(bodyOf<Page>(await api.get(CLIENTS, { limit: 1 }))).total, (bodyOf<Page>(await api.get(CLIENTS, { limit: 1, archived: true }))).total];
    expect(await totals()).toEqual([3, 2]);
    bodyOf(await api.put(`${CLIENTS}/${created[1]!.client.id}/archived?value=false`));
    expect(await totals()).toEqual([4, 1]);
    bodyOf(await api.delete(`${CLIENTS}/${created[2]!.client.id},${created[3]!.client.id}`));
    expect(await totals()).toEqual([3, 0]);
    expect(bodyOf<Page>(await api.get(CLIENTS, { limit: 1, skip: 7 })).total).toBe(3);
    expect(bodyOf<Page>(await api.get(CLIENTS, { feedback: true })).total).toBe(0);
    expect(bodyOf<Page>(await api.get(CLIENTS, { shared: true })).total).toBe(0);
    expect(errorOf(await api.get(CLIENTS, { limit: 101 })).code).toBe('ERRVALIDATION');
  });

  it('creates, reads, updates, resets and deletes a client; e-mails are checked before a duplicate', async () => {
    const { api, account } = await signedIn();
    const email = `jane.${Date.now()}@example.test`;
    const { client, portal } = await addClient(api, { firstname: 'Jane', lastname: 'Doe', email, yearOfBirth: 1987, lang: 'fr' });
    expect(portal.key).toBe('1987');
    expect(client).toMatchObject({ firstname: 'Jane', lastname: 'Doe', lang: 'fr', yearOfBirth: 1987, archived: false, clinicianId: account.id, shared: false, unreadFeedback: 0 });
    expect(client.clinicianName).toMatch(/^Test \S+$/);
    expect(bodyOf<{ exists: boolean }>(await api.put(`${CLIENTS}/emailExists`, { email: email.toUpperCase() })).exists).toBe(true);
    expect(bodyOf<{ exists: boolean }>(await api.put(`${CLIENTS}/emailExists`, { email, exceptId: client.id })).exists).toBe(false);
    expect(bodyOf<Client>(await api.get(`${CLIENTS}/${client.id}`)).email).toBe(email);

    const updated = bodyOf<Client>(await api.put(`${CLIENTS}/${client.id}`, { lastname: 'Doe-Smith', yearOfBirth: null }));
    expect(updated).toMatchObject({ lastname: 'Doe-Smith', yearOfBirth: null });
    expect(errorOf(await api.put(`${CLIENTS}/${client.id}`, { lastname: '<b>' })).code).toBe('ERRVALIDATION');

    const reset = bodyOf<{ username: string; key: string }>(await api.put(`${CLIENTS}/${client.id}/reset`, { key: '2001' }));
    expect(reset).toEqual({ username: portal.username, key: '2001' });
    const other = await addClient(api);
    // The refusal names the field taken, so that the form can say so beside it.
    expect(errorOf(await api.put(`${CLIENTS}/${other.client.id}/reset`, { username: portal.username }))).toMatchObject({ code: 'ERROPERATION', details: [{ path: 'username', message: 'is taken' }] });
    expect(errorOf(await api.post(CLIENTS, { firstname: 'A', lastname: 'B', email: 'a@b.test', portalUsername: portal.username }))).toMatchObject({
      code: 'ERROPERATION',
      details: [{ path: 'portalUsername', message: 'is taken' }],
    });
    expect(bodyOf<{ outcomes?: unknown; items: unknown[]; total: number; latest: unknown[] }>(await api.get(`${CLIENTS}/${client.id}/outcomes`))).toEqual({ items: [], total: 0, latest: [] });
    expect(bodyOf<{ items: unknown[] }>(await api.get(`${CLIENTS}/${client.id}/sets`)).items).toEqual([]);

    bodyOf(await api.delete(`${CLIENTS}/${client.id}`));
    expect(errorOf(await api.get(`${CLIENTS}/${client.id}`)).code).toBe('ERRNOTFOUND');

    // A delete sent again with its Idempotency-Key (the gateway's retry after a copy died
    // mid-call, as the front ends name every write) answers as the first did, not "not found".
    const key = { [IDEMPOTENCY_HEADER]: randomUUID() };
    expect(bodyOf(await api.delete(`${CLIENTS}/${other.client.id}`, undefined, key))).toEqual({ ok: true });
    expect(bodyOf(await api.delete(`${CLIENTS}/${other.client.id}`, undefined, key))).toEqual({ ok: true });
    expect(errorOf(await api.delete(`${CLIENTS}/${other.client.id}`)).code).toBe('ERRNOTFOUND');
  });

  it("answers another clinician's client as not found, also inside a list of ids", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const mine = await addClient(stranger.api);
    const theirs = await addClient(owner.api);
    const id = theirs.client.id;
    for (const call of [
      stranger.api.get(`${CLIENTS}/${id}`),
      stranger.api.get(`${CLIENTS}/${id}/sets`),
      stranger.api.get(`${CLIENTS}/${id}/feedback`),
      stranger.api.post(`${CLIENTS}/${id}/feedback`, { text: 'Keep going.' }),
      stranger.api.get(`${CLIENTS}/${id}/tracking`),
      stranger.api.put(`${CLIENTS}/${id}`, { firstname: 'X' }),
      stranger.api.put(`${CLIENTS}/${id}/reset`, {}),
      stranger.api.put(`${CLIENTS}/${mine.client.id},${id}/archived?value=true`),
      stranger.api.delete(`${CLIENTS}/${mine.client.id},${id}`),
      stranger.api.get(`${CLIENTS}/not-a-uuid`),
    ]) {
      expect(errorOf(await call).code).toBe('ERRNOTFOUND');
    }
    // Nothing of the refused bulk calls happened.
    expect(bodyOf<Client>(await stranger.api.get(`${CLIENTS}/${mine.client.id}`)).archived).toBe(false);
    expect(bodyOf<Client>(await owner.api.get(`${CLIENTS}/${id}`)).archived).toBe(false);
    expect(bodyOf<{ exists: boolean }>(await stranger.api.put(`${CLIENTS}/emailExists`, { email: theirs.client.email })).exists).toBe(false);
  });

  it('shares clients within a team while teamClients is on, and not when it is off', async () => {
    const shared = await teamWith([{}, {}]);
    const [a, b] = shared.staff;
    const ofB = await addClient(b!.api, { lastname: 'Shared' });
    const listed = bodyOf<Page>(await a!.api.get(CLIENTS, { shared: true }));
    expect(listed.items.map((client) => [client.id, client.shared])).toEqual([[ofB.client.id, true]]);
    await addClient(b!.api);
    expect(bodyOf<Page>(await a!.api.get(CLIENTS, { shared: true, limit: 1 })).total).toBe(2);
    expect(bodyOf<Page>(await a!.api.get(CLIENTS)).total).toBe(0);
    expect(bodyOf<Client>(await a!.api.put(`${CLIENTS}/${ofB.client.id}`, { firstname: 'Changed' })).firstname).toBe('Changed');
    expect(bodyOf<{ exists: boolean }>(await a!.api.put(`${CLIENTS}/emailExists`, { email: ofB.client.email })).exists).toBe(true);

    const apart = await teamWith([{ teamClients: false }, { teamClients: false }]);
    const ofD = await addClient(apart.staff[1]!.api);
    expect(bodyOf<Page>(await apart.staff[0]!.api.get(CLIENTS, { shared: true })).total).toBe(0);
    expect(errorOf(await apart.staff[0]!.api.get(`${CLIENTS}/${ofD.client.id}`)).code).toBe('ERRNOTFOUND');
  });

  it('gives restrictPhi staff profiles but no health information', async () => {
    const { staff } = await teamWith([{ restrictPhi: true }, {}]);
    const [restricted, colleague] = staff;
    const own = await addClient(restricted!.api);
    const ofColleague = await addClient(colleague!.api);
    expect(bodyOf<Client>(await restricted!.api.get(`${CLIENTS}/${own.client.id}`))).not.toHaveProperty('unreadFeedback');
    const listed = bodyOf<Page>(await restricted!.api.get(CLIENTS, { shared: true }));
    expect(listed.items.map((client) => client.id)).toEqual([ofColleague.client.id]);
    expect(listed.items[0]).not.toHaveProperty('unreadFeedback');
    // Nor which clients have written: the unread-feedback filter is refused.
    expect(errorOf(await restricted!.api.get(CLIENTS, { shared: true, feedback: true })).code).toBe('ERRPERMISSION');
    for (const path of ['feedback', 'tracking', 'outcomes']) {
      expect(errorOf(await restricted!.api.get(`${CLIENTS}/${ofColleague.client.id}/${path}`)).code).toBe('ERRPERMISSION');
    }
    expect(errorOf(await restricted!.api.put(`${CLIENTS}/${own.client.id}/feedback/read`)).code).toBe('ERRPERMISSION');
    // Nor write to a client: a reply answers what it may not read.
    expect(errorOf(await restricted!.api.post(`${CLIENTS}/${own.client.id}/feedback`, { text: 'See you Tuesday.' })).code).toBe('ERRPERMISSION');
    // Nor a new portal key, which would sign them in as the client, diaries and messages included;
    // the client's own key keeps working.
    expect(errorOf(await restricted!.api.put(`${CLIENTS}/${ofColleague.client.id}/reset`, {})).code).toBe('ERRPERMISSION');
    bodyOf(await new ApiClient().post(`${PORTAL}/login`, { username: ofColleague.portal.username, key: ofColleague.portal.key }));
    // Profiles stay theirs to manage.
    expect(bodyOf<Client>(await restricted!.api.put(`${CLIENTS}/${own.client.id}`, { lang: 'fr' })).lang).toBe('fr');
    expect(bodyOf<{ items: unknown[] }>(await colleague!.api.get(`${CLIENTS}/${ofColleague.client.id}/feedback`)).items).toEqual([]);
  });

  it("lists each client as reading it by id answers it, cut to the list's fields: own, a team-mate's, and for restrictPhi staff", async () => {
    const { staff } = await teamWith([{ restrictPhi: true }, {}]);
    const [restricted, colleague] = staff;
    const own = await addClient(colleague!.api, { firstname: 'Zoë', lastname: "O'Hara-Lévesque", lang: 'fr', yearOfBirth: 1961 });
    const noYear = await addClient(colleague!.api, { firstname: 'Sam', lastname: 'Noyear' });
    // A portal sign-in gives the client a last login time.
    bodyOf(await new ApiClient().post(`${PORTAL}/login`, { username: own.portal.username, key: own.portal.key }));

    const listedBy = async (api: ApiClient, shared: boolean) => bodyOf<Page>(await api.get(CLIENTS, { shared })).items;
    const readBy = async (api: ApiClient, id: string) => bodyOf<Client>(await api.get(`${CLIENTS}/${id}`));
    const mine = await listedBy(colleague!.api, false);
    expect(mine.map((client) => client.id).sort()).toEqual([own.client.id, noYear.client.id].sort());
    expect((await readBy(colleague!.api, own.client.id)).lastPortalLogin).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const client of mine) {
      expect(client).toEqual(asListed(await readBy(colleague!.api, client.id)));
      expect(client).not.toHaveProperty('yearOfBirth');
    }
    const seenByRestricted = await listedBy(restricted!.api, true);
    expect(seenByRestricted).toHaveLength(2);
    for (const client of seenByRestricted) {
      const read = await readBy(restricted!.api, client.id);
      expect(read).toMatchObject({ shared: true, clinicianId: colleague!.account.id });
      expect(client).toEqual(asListed(read));
      expect(client).not.toHaveProperty('unreadFeedback');
    }
  });

  it('seeds Jane Doe for pro, who signs in to the portal', async () => {
    const pro = new ApiClient();
    expect((await pro.login('pro', 'Password-123')).status).toBe(200);
    const page = bodyOf<Page>(await pro.get(CLIENTS, { search: 'jane@example.test' }));
    expect(page.items.map((client) => [client.firstname, client.lastname, client.email, client.portalUsername])).toEqual([['Jane', 'Doe', 'jane@example.test', 'jane.doe']]);
    const portal = new ApiClient();
    expect(bodyOf<{ firstname: string }>(await portal.post(`${PORTAL}/login`, { username: 'jane.doe', key: '1987' })).firstname).toBe('Jane');
  });

  it('refuses one Idempotency-Key sent to another route with the same body: an edit, then a reset of the same client', async () => {
    const { api } = await signedIn();
    const { client, portal } = await addClient(api, { portalKey: '4321' });
    const key = { [IDEMPOTENCY_HEADER]: randomUUID() };
    bodyOf(await api.put(`${CLIENTS}/${client.id}`, {}, key));
    // Not the edit's answer given back for a reset that never happened.
    expect(errorOf(await api.put(`${CLIENTS}/${client.id}/reset`, {}, key))).toMatchObject({ code: 'ERROPERATION', message: 'This Idempotency-Key was used for a different request' });
    bodyOf(await new ApiClient().post(`${PORTAL}/login`, { username: portal.username, key: '4321' }));
  });

  it('gives clients of one name added at the same moment, by different clinicians, portal usernames of their own', async () => {
    const clinicians = await Promise.all([signedIn(), signedIn(), signedIn()]);
    // A name no other test uses, so the usernames are this test's alone.
    const lastname = `Quispe${Date.now().toString(36)}`;
    const answers = await Promise.all(
      clinicians.flatMap(({ api }, i) => [0, 1].map((j) => api.post(CLIENTS, { firstname: 'Yupanqui', lastname, email: `y${i}${j}.${lastname}@example.test` }))),
    );
    const usernames = answers.map((answer) => bodyOf<{ portal: { username: string } }>(answer).portal.username);
    expect(new Set(usernames).size).toBe(6);
  });
});
