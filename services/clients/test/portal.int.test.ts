import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { portalRoutes, type DiaryEntry, type Element, type ExerciseSet, type PortalSet, type RpcRequest, type SetElement } from '@openset/contracts';
import { ApiClient, rpc } from '@openset/testing';
import { CLIENTS, PORTAL, addClient, bodyOf, errorOf, signedIn } from './helpers.js';

const SETS = '/api/clinician/sets';

async function portalLogin(username: string, key: string): Promise<ApiClient> {
  const portal = new ApiClient();
  const body = bodyOf<{ csrfToken: string }>(await portal.post(`${PORTAL}/login`, { username, key }));
  portal.csrfToken = body.csrfToken;
  return portal;
}

const exercise = (key: string, customId: string, title: string): SetElement => ({
  type: 'setExercise', key, stockId: null, customId, title, instructions: '', reflect: false, thumbnailId: null, parameters: [], resources: [],
});

describe('client portal', () => {
  it('refuses a portal sign-in without a body sent straight to the service as invalid, not as a failure of its own', async () => {
    const request: RpcRequest = { principal: null, params: {}, query: {}, body: undefined, meta: { ip: '127.0.0.1', requestId: randomUUID() } };
    await expect(rpc(portalRoutes.login.subject, request)).rejects.toMatchObject({ code: 'ERRVALIDATION' });
  });

  it('a client reads only their own enabled sets, exercises in order; sessions of clients and clinicians stay apart', async () => {
    const { api } = await signedIn();
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Squat' })).id;
    const jane = await addClient(api, { portalKey: '1987' });
    const john = await addClient(api);
    const elements = [exercise('e1', customId, 'First'), { type: 'setDivider', key: 'd1', title: 'Then', instructions: '' }, exercise('e2', customId, 'Second')];
    const shown = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: jane.client.id, savename: 'Home', title: 'Knee', elements }));
    const hidden = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: jane.client.id, savename: 'Later', title: 'Hip', enabled: false }));
    bodyOf(await api.post(SETS, { type: 'clientSet', clientId: john.client.id, savename: 'John', title: 'Back' }));

    const portal = await portalLogin(jane.portal.username, '1987');
    const sets = bodyOf<{ items: PortalSet[] }>(await portal.get(`${PORTAL}/sets`)).items;
    expect(sets.map((set) => set.id)).toEqual([shown.id]);
    expect(sets[0]!.elements.map((element) => element.key)).toEqual(['e1', 'd1', 'e2']);
    expect(sets.map((set) => set.id)).not.toContain(hidden.id);

    expect(errorOf(await portal.get(CLIENTS)).code).toBe('ERRPERMISSION');
    expect(errorOf(await portal.get('/api/clinician')).code).toBe('ERRPERMISSION');
    expect(errorOf(await api.get(`${PORTAL}/sets`)).code).toBe('ERRPERMISSION');
    expect(errorOf(await new ApiClient().get(`${PORTAL}/sets`)).code).toBe('ERRAUTH');

    // Adherence of an exercise of an enabled set; another set's or a divider's key is not found.
    // Today and two days ago (UTC): the set was put in the portal today.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const [today, yesterday, twoDaysAgo] = [day(0), day(1), day(2)];
    bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: shown.id, exerciseKey: 'e1', date: today }));
    bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: shown.id, exerciseKey: 'e1', date: today }));
    bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: shown.id, exerciseKey: 'e2', date: twoDaysAgo }));
    expect(errorOf(await portal.post(`${PORTAL}/adherence`, { setId: hidden.id, exerciseKey: 'e1', date: today })).code).toBe('ERRNOTFOUND');
    expect(errorOf(await portal.post(`${PORTAL}/adherence`, { setId: shown.id, exerciseKey: 'd1', date: today })).code).toBe('ERRNOTFOUND');
    expect(bodyOf<{ items: unknown[] }>(await portal.get(`${PORTAL}/adherence`, { from: twoDaysAgo, to: today })).items).toEqual([
      { setId: shown.id, exerciseKey: 'e2', date: twoDaysAgo },
      { setId: shown.id, exerciseKey: 'e1', date: today },
    ]);
    bodyOf(await portal.post(`${PORTAL}/feedback`, { text: 'My knee hurts less', setId: shown.id }));
    bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'pain', value: 3, date: today }));

    // The clinician reads it back: adherence per day, diaries, unread feedback. The set's two
    // exercises are planned from today, when it was put in the portal: yesterday nothing was
    // planned, and two days ago only because the client marked one done (their date may run
    // behind UTC's).
    const tracking = bodyOf<{ adherence: { days: { date: string; done: number; planned: number }[]; percentage: number }; diaries: DiaryEntry[] }>(
      await api.get(`${CLIENTS}/${jane.client.id}/tracking`, { from: twoDaysAgo, to: today }),
    );
    expect(tracking.adherence).toEqual({
      days: [
        { date: twoDaysAgo, done: 1, planned: 2 },
        { date: yesterday, done: 0, planned: 0 },
        { date: today, done: 1, planned: 2 },
      ],
      percentage: 50,
    });
    // Hidden from the portal and shown again, a set is planned from then: the earlier mark still counts on its day.
    bodyOf(await api.put(`${SETS}/${shown.id}/enabled?value=false`));
    expect(bodyOf<{ adherence: { days: unknown[]; percentage: number } }>(await api.get(`${CLIENTS}/${jane.client.id}/tracking`, { from: twoDaysAgo, to: today })).adherence.percentage).toBe(0);
    bodyOf(await api.put(`${SETS}/${shown.id}/enabled?value=true`));
    expect(bodyOf<{ adherence: { percentage: number } }>(await api.get(`${CLIENTS}/${jane.client.id}/tracking`, { from: twoDaysAgo, to: today })).adherence.percentage).toBe(50);
    expect(tracking.diaries.map((entry) => [entry.type, entry.values])).toEqual([['pain', { value: 3 }]]);
    expect(bodyOf<{ items: { unreadFeedback: number }[] }>(await api.get(CLIENTS, { feedback: true })).items.map((c) => c.unreadFeedback)).toEqual([1]);
    expect(bodyOf<{ items: { text: string }[] }>(await api.get(`${CLIENTS}/${jane.client.id}/feedback`)).items.map((f) => f.text)).toEqual(['My knee hurts less']);

    // Archiving the client ends the portal session.
    bodyOf(await api.put(`${CLIENTS}/${jane.client.id}/archived?value=true`));
    expect(errorOf(await portal.get(`${PORTAL}/sets`)).code).toBe('ERRAUTH');
    expect(errorOf(await new ApiClient().post(`${PORTAL}/login`, { username: jane.portal.username, key: '1987' })).code).toBe('ERRAUTH');
  });

  it("expects an exercise of fewer days a week (its Frequency, 3/7) on that many days of a week: a day without it is not a missed day", async () => {
    const { api } = await signedIn();
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Bridge' })).id;
    const client = await addClient(api, { portalKey: '1357' });
    const strength = { ...exercise('e1', customId, 'Bridge'), parameters: [{ key: 'e1-f', title: 'Frequency', value: '3/7' }] };
    const set = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: client.client.id, savename: 'Home', title: 'Hips', elements: [strength] }));
    const today = new Date().toISOString().slice(0, 10);
    const adherence = async () =>
      bodyOf<{ adherence: { days: { date: string; done: number; planned: number }[]; percentage: number } }>(await api.get(`${CLIENTS}/${client.client.id}/tracking`, { from: today, to: today })).adherence;

    // Not done today: nothing was due today for sure (three days of the week are the client's choice).
    expect(await adherence()).toEqual({ days: [{ date: today, done: 0, planned: 0 }], percentage: 0 });
    const portal = await portalLogin(client.portal.username, '1357');
    bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: set.id, exerciseKey: 'e1', date: today }));
    // Done today: all of what one day of a 3/7 week asks.
    expect(await adherence()).toEqual({ days: [{ date: today, done: 1, planned: 1 }], percentage: 100 });
  });

  it('stores an entry sent twice with one idempotency key once; diary values have units and ranges', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '2468' });
    const portal = await portalLogin(client.portal.username, '2468');
    const key = { 'idempotency-key': `diary-${client.client.id}` };
    const first = bodyOf<DiaryEntry>(await portal.post(`${PORTAL}/diaries`, { type: 'bp', systolic: 120, diastolic: 80, date: '2026-11-20' }, key));
    const again = bodyOf<DiaryEntry>(await portal.post(`${PORTAL}/diaries`, { type: 'bp', systolic: 120, diastolic: 80, date: '2026-11-20' }, key));
    expect(again).toEqual(first);
    expect(first.values).toEqual({ systolic: 120, diastolic: 80, unit: 'mmHg' });
    expect(bodyOf<{ items: DiaryEntry[] }>(await portal.get(`${PORTAL}/diaries`, { from: '2026-11-01', to: '2026-11-30' })).items).toHaveLength(1);

    for (const bad of [
      { type: 'bp', systolic: 80, diastolic: 120, date: '2026-11-20' },
      { type: 'pain', value: 11, date: '2026-11-20' },
      { type: 'water', value: 20, unit: 'l', date: '2026-11-20' },
      { type: 'sleep', value: 7.1, date: '2026-11-20' },
      { type: 'hr', value: 20, date: '2026-11-20' },
      { type: 'steps', value: 100, date: '2026-02-30' },
    ]) {
      expect(errorOf(await portal.post(`${PORTAL}/diaries`, bad)).code).toBe('ERRVALIDATION');
    }
    bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'water', value: 1500, unit: 'ml', date: '2026-11-21' }));
    bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'rpe', scale: 'dyspnea', value: 4, date: '2026-11-21' }));
    expect(bodyOf<{ items: DiaryEntry[] }>(await portal.get(`${PORTAL}/diaries`, { from: '2026-11-01', to: '2026-11-30', type: 'water' })).items.map((e) => e.values)).toEqual([
      { value: 1500, unit: 'ml' },
    ]);
    bodyOf(await portal.post(`${PORTAL}/logout`));
    expect(errorOf(await portal.get(`${PORTAL}/sets`)).code).toBe('ERRAUTH');
  });

  it('locks out wrong keys: per client and address, then the client from anywhere, with Retry-After', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '1357' });
    const guesser = new ApiClient();
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: String(1000 + i) })).code).toBe('ERRAUTH');
    }
    const refused = await guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' });
    expect([refused.status, errorOf(refused).code]).toEqual([429, 'ERRRATELIMIT']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right key still works from elsewhere...
    await portalLogin(client.portal.username, '1357');
    // ...until ten wrong keys from anywhere lock the client for the window.
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await new ApiClient().post(`${PORTAL}/login`, { username: client.portal.username, key: String(2000 + i) })).code).toBe('ERRAUTH');
    }
    const locked = await new ApiClient().post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' });
    expect([locked.status, errorOf(locked).code]).toEqual([429, 'ERRRATELIMIT']);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
