import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { portalRoutes, type ClientFeedback, type DiaryEntry, type Element, type ExerciseSet, type PortalMessages, type PortalSet, type RpcRequest, type SetElement, type Tracking } from '@openset/contracts';
import { ApiClient, rpc, stackInfo, waitFor, type ApiResponse } from '@openset/testing';
import { expectAbout } from '@openset/testing/expect';
import pg from 'pg';
import { CLIENTS, PORTAL, addClient, bodyOf, errorOf, signedIn } from './helpers.js';

const SETS = '/api/clinician/sets';

async function portalLogin(username: string, key: string, timeZone?: string): Promise<ApiClient> {
  const portal = new ApiClient();
  const body = bodyOf<{ csrfToken: string }>(await portal.post(`${PORTAL}/login`, { username, key, timeZone }));
  portal.csrfToken = body.csrfToken;
  return portal;
}

/** One exercise of a tracking day: done or not. */
const mark = (setId: string, exerciseKey: string, done: boolean) => ({ setId, exerciseKey, done });

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
    // A message is about one of the client's own sets in the portal, or about nothing in
    // particular: one about a set no longer there (sent late from the phone's outbox) is kept so.
    bodyOf(await portal.post(`${PORTAL}/feedback`, { text: 'About the hip', setId: hidden.id }));
    bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'pain', value: 3, date: today }));

    // The clinician reads it back: adherence per day, diaries, unread feedback. The set's two
    // exercises are planned from today, when it was put in the portal: yesterday nothing was
    // planned, and two days ago only because the client marked one done (their date may run
    // behind UTC's). Today is not over: the second exercise, not done yet, is not missed yet.
    const tracking = bodyOf<Tracking>(
      await api.get(`${CLIENTS}/${jane.client.id}/tracking`, { from: twoDaysAgo, to: today }),
    );
    expect(tracking.adherence).toEqual({
      // Each day also says which exercises were done and not done, and how many were shown.
      days: [
        { date: twoDaysAgo, done: 1, planned: 2, shown: 2, exercises: [mark(shown.id, 'e1', false), mark(shown.id, 'e2', true)] },
        { date: yesterday, done: 0, planned: 0, shown: 0, exercises: [] },
        { date: today, done: 1, planned: 2, shown: 2, exercises: [mark(shown.id, 'e1', true), mark(shown.id, 'e2', false)] },
      ],
      percentage: 66.7,
      exercises: [
        { setId: shown.id, setName: 'Knee', exerciseKey: 'e1', title: 'First', daysPerWeek: 7, done: 1, percentage: 50 },
        { setId: shown.id, setName: 'Knee', exerciseKey: 'e2', title: 'Second', daysPerWeek: 7, done: 1, percentage: 100 },
      ],
    });
    // Hidden from the portal, a set keeps the days it was there: the client's record is the same,
    // and the same again once it is shown again.
    const trackingNow = async () => bodyOf<typeof tracking>(await api.get(`${CLIENTS}/${jane.client.id}/tracking`, { from: twoDaysAgo, to: today })).adherence;
    bodyOf(await api.put(`${SETS}/${shown.id}/enabled?value=false`));
    expect(await trackingNow()).toEqual(tracking.adherence);
    bodyOf(await api.put(`${SETS}/${shown.id}/enabled?value=true`));
    expect(await trackingNow()).toEqual(tracking.adherence);
    expect(tracking.diaries.map((entry) => [entry.type, entry.values])).toEqual([['pain', { value: 3 }]]);
    expect(bodyOf<{ items: { unreadFeedback: number }[] }>(await api.get(CLIENTS, { feedback: true })).items.map((c) => c.unreadFeedback)).toEqual([2]);
    expect(bodyOf<{ items: { text: string; setId: string | null }[] }>(await api.get(`${CLIENTS}/${jane.client.id}/feedback`)).items.map((f) => [f.text, f.setId])).toEqual([
      ['About the hip', null],
      ['My knee hurts less', shown.id],
    ]);

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
      bodyOf<Tracking>(await api.get(`${CLIENTS}/${client.client.id}/tracking`, { from: today, to: today })).adherence;

    // Not done today: nothing was due today for sure (three days of the week are the client's
    // choice), and today is not over: no percentage yet.
    const bridge = (done: number, percentage: number | null) => [{ setId: set.id, setName: 'Hips', exerciseKey: 'e1', title: 'Bridge', daysPerWeek: 3, done, percentage }];
    expect(await adherence()).toEqual({ days: [{ date: today, done: 0, planned: 0, shown: 1, exercises: [mark(set.id, 'e1', false)] }], percentage: null, exercises: bridge(0, null) });
    const portal = await portalLogin(client.portal.username, '1357');
    bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: set.id, exerciseKey: 'e1', date: today }));
    // Done today: all of what one day of a 3/7 week asks.
    expect(await adherence()).toEqual({ days: [{ date: today, done: 1, planned: 1, shown: 1, exercises: [mark(set.id, 'e1', true)] }], percentage: 100, exercises: bridge(1, 100) });
  });

  it("gives the clinician a client's messages a page at a time, newest first, with how many there are", async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '8642' });
    const portal = await portalLogin(client.portal.username, '8642');
    const messages = ['Started the program today.', 'The bridge is easier now.', 'Can I do the squats every other day?'];
    for (const text of messages) bodyOf(await portal.post(`${PORTAL}/feedback`, { text }));
    const page = async (query: Record<string, string | number>) => {
      const { items, total } = bodyOf<{ items: ClientFeedback[]; total: number }>(await api.get(`${CLIENTS}/${client.client.id}/feedback`, query));
      return { texts: items.map((item) => item.text), total, last: items.at(-1)?.id };
    };
    const firstPage = await page({ limit: 2 });
    expect(firstPage).toMatchObject({ texts: [messages[2], messages[1]], total: 3 });
    expect(await page({ skip: 2, limit: 2 })).toMatchObject({ texts: [messages[0]], total: 3 });
    expect(await page({})).toMatchObject({ texts: [...messages].reverse(), total: 3 });
    for (const query of [{ limit: 0 }, { limit: 101 }, { skip: -1 }, { page: 2 }, { before: 'not an id' }] as Record<string, number>[]) {
      expect(errorOf(await api.get(`${CLIENTS}/${client.client.id}/feedback`, query)).code).toBe('ERRVALIDATION');
    }

    // A message arrives while the clinician reads the first page: read on from the last message
    // shown, the older page holds the one message not shown yet, neither repeated nor skipped.
    bodyOf(await portal.post(`${PORTAL}/feedback`, { text: 'Done for today.' }));
    expect(await page({ skip: 2, limit: 2 })).toMatchObject({ texts: [messages[1], messages[0]], total: 4 });
    expect(await page({ before: firstPage.last!, limit: 2 })).toMatchObject({ texts: [messages[0]], total: 1 });
    expect(await page({ before: firstPage.last!, skip: 1 })).toMatchObject({ texts: [], total: 1 });
    // Another client's conversation is not read on from this one's message.
    const other = await addClient(api);
    expect(errorOf(await api.get(`${CLIENTS}/${other.client.id}/feedback`, { before: firstPage.last! })).code).toBe('ERRNOTFOUND');
    expect(errorOf(await api.get(`${CLIENTS}/${client.client.id}/feedback`, { before: randomUUID() })).code).toBe('ERRNOTFOUND');
  });

  it("shows a client their own messages, newest first, each marked read once a clinician has read it, and no other client's", async () => {
    const { api } = await signedIn();
    const [ana, ben] = [await addClient(api, { portalKey: '1357' }), await addClient(api, { portalKey: '2468' })];
    const [anaPortal, benPortal] = [await portalLogin(ana.portal.username, '1357'), await portalLogin(ben.portal.username, '2468')];
    const sent = async (portal: ApiClient, query: Record<string, number> = {}) => {
      const { items, total } = bodyOf<PortalMessages>(await portal.get(`${PORTAL}/feedback`, query));
      return { messages: items.map((item) => [item.text, item.read]), total };
    };
    const newReplies = async (portal: ApiClient, query: Record<string, number> = {}) => bodyOf<PortalMessages>(await portal.get(`${PORTAL}/feedback`, query)).newReplies;
    expect(await sent(anaPortal)).toEqual({ messages: [], total: 0 });

    bodyOf(await anaPortal.post(`${PORTAL}/feedback`, { text: 'Is the plank meant to shake?' }));
    bodyOf(await benPortal.post(`${PORTAL}/feedback`, { text: 'My shoulder clicks on the press.' }));
    expect(await sent(anaPortal)).toEqual({ messages: [['Is the plank meant to shake?', false]], total: 1 });

    // The clinician reads Ana's messages; her next one is new again, Ben's stays unread.
    bodyOf(await api.put(`${CLIENTS}/${ana.client.id}/feedback/read`));
    bodyOf(await anaPortal.post(`${PORTAL}/feedback`, { text: 'It shakes less today.' }));
    expect(await sent(anaPortal)).toEqual({ messages: [['It shakes less today.', false], ['Is the plank meant to shake?', true]], total: 2 });
    expect(await sent(anaPortal, { skip: 1, limit: 1 })).toEqual({ messages: [['Is the plank meant to shake?', true]], total: 2 });
    expect(await sent(benPortal)).toEqual({ messages: [['My shoulder clicks on the press.', false]], total: 1 });
    // Reading on from a message: only from one of her own.
    const [newest, bensOnly] = [bodyOf<PortalMessages>(await anaPortal.get(`${PORTAL}/feedback`, { limit: 1 })).items[0]!, bodyOf<PortalMessages>(await benPortal.get(`${PORTAL}/feedback`)).items[0]!];
    expect(bodyOf<PortalMessages>(await anaPortal.get(`${PORTAL}/feedback`, { before: newest.id })).items.map((item) => item.text)).toEqual(['Is the plank meant to shake?']);
    expect(errorOf(await anaPortal.get(`${PORTAL}/feedback`, { before: bensOnly.id })).code).toBe('ERRNOTFOUND');

    // The clinician replies: the client reads it, new until the portal has shown it; it reads Ana's
    // messages too (the list's unread count goes), and the clinician sees whether she has read it.
    const reply = bodyOf<ClientFeedback>(await api.post(`${CLIENTS}/${ana.client.id}/feedback`, { text: 'A little shaking is fine: stop if it hurts.' }));
    expect(reply).toMatchObject({ from: 'clinician', read: false, setId: null, authorName: expect.stringMatching(/\S/) });
    expect(await sent(anaPortal)).toEqual({
      messages: [['A little shaking is fine: stop if it hurts.', false], ['It shakes less today.', true], ['Is the plank meant to shake?', true]],
      total: 3,
    });
    const { items: [fromClinician] } = bodyOf<{ items: ClientFeedback[] }>(await anaPortal.get(`${PORTAL}/feedback`, { limit: 1 }));
    expect(fromClinician).toEqual({ ...reply, created: fromClinician!.created });
    // The Message tab's count: the replies she has not seen, also those past the page read.
    expect([await newReplies(anaPortal), await newReplies(anaPortal, { skip: 1, limit: 1 }), await newReplies(benPortal)]).toEqual([1, 1, 0]);
    expect(bodyOf<{ items: { unreadFeedback: number }[] }>(await api.get(CLIENTS, { feedback: true })).items.map((c) => c.unreadFeedback)).toEqual([1]);
    bodyOf(await anaPortal.put(`${PORTAL}/feedback/read`));
    expect((await sent(anaPortal)).messages[0]).toEqual(['A little shaking is fine: stop if it hurts.', true]);
    expect(await newReplies(anaPortal)).toBe(0);
    expect(bodyOf<{ items: ClientFeedback[] }>(await api.get(`${CLIENTS}/${ana.client.id}/feedback`)).items.map((item) => [item.from, item.read])).toEqual([
      ['clinician', true],
      ['client', true],
      ['client', true],
    ]);
    // Ben reads no reply to Ana, and marking his replies read marks none of Ana's.
    expect((await sent(benPortal)).total).toBe(1);

    // The portal's route is no clinician's, and its pages are checked like every list's.
    expect(errorOf(await api.get(`${PORTAL}/feedback`)).code).toBe('ERRPERMISSION');
    expect(errorOf(await anaPortal.get(`${PORTAL}/feedback`, { limit: 101 })).code).toBe('ERRVALIDATION');
  });

  it('keeps a mark that arrives after the set was taken out of the portal, for a day the set was there', async () => {
    const { api } = await signedIn();
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Bridge' })).id;
    const client = await addClient(api, { portalKey: '3579' });
    const set = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: client.client.id, savename: 'Home', title: 'Hips', elements: [exercise('e1', customId, 'Bridge')] }));
    const portal = await portalLogin(client.portal.username, '3579');
    // The phone marked the bridge done offline; before it is back online, the clinician takes
    // the set out of the portal.
    bodyOf(await api.put(`${SETS}/${set.id}/enabled?value=false`));
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: set.id, exerciseKey: 'e1', date: day(0) }));
    // Not for a day before the set was ever in the portal, nor an exercise it does not have.
    expect(errorOf(await portal.post(`${PORTAL}/adherence`, { setId: set.id, exerciseKey: 'e1', date: day(5) })).code).toBe('ERRNOTFOUND');
    expect(errorOf(await portal.post(`${PORTAL}/adherence`, { setId: set.id, exerciseKey: 'e9', date: day(0) })).code).toBe('ERRNOTFOUND');
    const tracking = bodyOf<Tracking>(await api.get(`${CLIENTS}/${client.client.id}/tracking`, { from: day(5), to: day(0) }));
    expect(tracking.adherence.days.at(-1)).toEqual({ date: day(0), done: 1, planned: 1, shown: 1, exercises: [mark(set.id, 'e1', true)] });
    expect(tracking.adherence.percentage).toBe(100);
  });

  it("counts no day the client has not reached yet as missed, whatever day it is where the clinician is", async () => {
    const { api } = await signedIn();
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Heel raise' })).id;
    const client = await addClient(api, { portalKey: '8024' });
    const set = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: client.client.id, savename: 'Home', title: 'Calves', elements: [exercise('e1', customId, 'Heel raise')] }));
    // The client lives in American Samoa (UTC-11): their today is UTC's or the day before.
    const portal = await portalLogin(client.portal.username, '8024', 'Pacific/Pago_Pago');
    const theirToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Pago_Pago' }).format(new Date());
    bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: set.id, exerciseKey: 'e1', date: theirToday }));
    const inDays = (days: number) => new Date(Date.parse(theirToday) + days * 86_400_000).toISOString().slice(0, 10);

    // A week ahead, as a clinician's calendar may reach: the days to come are nothing planned.
    const ahead = bodyOf<Tracking>(await api.get(`${CLIENTS}/${client.client.id}/tracking`, { from: theirToday, to: inDays(6) })).adherence;
    expect(ahead.days.map((day) => [day.date, day.done, day.planned])).toEqual([[theirToday, 1, 1], ...[1, 2, 3, 4, 5, 6].map((n) => [inDays(n), 0, 0])]);
    expect(ahead.percentage).toBe(100);
    // Without a range: the last 28 days up to the client's today.
    expect(bodyOf<Tracking>(await api.get(`${CLIENTS}/${client.client.id}/tracking`)).to).toBe(theirToday);
  });

  it("counts the days a set was in the portal in the client's time zone, which the portal names at sign-in", async () => {
    const { api } = await signedIn();
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Lunge' })).id;
    const client = await addClient(api, { portalKey: '2580' });
    const set = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: client.client.id, savename: 'Home', title: 'Legs', elements: [exercise('e1', customId, 'Lunge')] }));
    // Put in the portal on Monday 16 November 2026 at 20:30 in Toronto (01:30 UTC on the 17th)
    // and taken out on Friday the 20th at 21:00 there (02:00 UTC on the 21st).
    bodyOf(await api.put(`${SETS}/${set.id}/enabled?value=false`));
    const db = new pg.Client({ connectionString: stackInfo().databaseUrl });
    await db.connect();
    await db
      .query(`update sets.portal_periods set started_at = '2026-11-17T01:30:00Z', ended_at = '2026-11-21T02:00:00Z' where set_id = $1`, [set.id])
      .finally(() => db.end());
    bodyOf(await api.put(`${SETS}/${set.id}/enabled?value=true`));
    const week = async () => {
      const tracking = bodyOf<Tracking>(await api.get(`${CLIENTS}/${client.client.id}/tracking`, { from: '2026-11-16', to: '2026-11-22' }));
      return { timeZone: tracking.timeZone, planned: tracking.adherence.days.map((day) => day.planned) };
    };

    // Before the client has signed in, UTC's days: Tuesday to Saturday (the set is back from
    // today, outside this week).
    expect(await week()).toEqual({ timeZone: null, planned: [0, 1, 1, 1, 1, 1, 0] });
    await portalLogin(client.portal.username, '2580', 'America/Toronto');
    expect(await week()).toEqual({ timeZone: 'America/Toronto', planned: [1, 1, 1, 1, 1, 0, 0] });

    // A zone the server does not know is refused with the field named; a sign-in without one
    // (api-conventions' body) keeps the zone last named.
    for (const timeZone of ['Mars/Olympus', 'Etc/Unknown', '../../etc']) {
      const refused = errorOf(await new ApiClient().post(`${PORTAL}/login`, { username: client.portal.username, key: '2580', timeZone }));
      expect(refused).toMatchObject({ code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'timeZone' })] });
    }
    await portalLogin(client.portal.username, '2580');
    expect((await week()).timeZone).toBe('America/Toronto');
  });

  it('stores an entry sent twice with one idempotency key once; diary values have units and ranges', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '2468' });
    const portal = await portalLogin(client.portal.username, '2468');
    const key = { 'idempotency-key': `diary-${client.client.id}` };
    // Days the client records for are of the last year and not in the future.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const [fourDaysAgo, threeDaysAgo] = [day(4), day(3)];
    const range = { from: day(20), to: day(0) };
    const first = bodyOf<DiaryEntry>(await portal.post(`${PORTAL}/diaries`, { type: 'bp', systolic: 120, diastolic: 80, date: fourDaysAgo }, key));
    const again = bodyOf<DiaryEntry>(await portal.post(`${PORTAL}/diaries`, { type: 'bp', systolic: 120, diastolic: 80, date: fourDaysAgo }, key));
    expect(again).toEqual(first);
    expect(first.values).toEqual({ systolic: 120, diastolic: 80, unit: 'mmHg' });
    expect(bodyOf<{ items: DiaryEntry[] }>(await portal.get(`${PORTAL}/diaries`, range)).items).toHaveLength(1);
    // Days later (the phone offline since, the answer lost): the kit has forgotten the key, as its
    // purge does after a day, and the entry is still stored once.
    const db = new pg.Client({ connectionString: stackInfo().databaseUrl });
    await db.connect();
    await db.query('delete from clients.idempotent_replies where account_id = $1', [client.client.id]).finally(() => db.end());
    expect(bodyOf<DiaryEntry>(await portal.post(`${PORTAL}/diaries`, { type: 'bp', systolic: 120, diastolic: 80, date: fourDaysAgo }, key))).toEqual(first);
    expect(bodyOf<{ items: DiaryEntry[] }>(await portal.get(`${PORTAL}/diaries`, range)).items).toHaveLength(1);

    for (const bad of [
      { type: 'bp', systolic: 80, diastolic: 120, date: fourDaysAgo },
      { type: 'pain', value: 11, date: fourDaysAgo },
      { type: 'water', value: 20, unit: 'l', date: fourDaysAgo },
      { type: 'sleep', value: 7.1, date: fourDaysAgo },
      { type: 'hr', value: 20, date: fourDaysAgo },
      { type: 'steps', value: 100, date: '2026-02-30' },
      { type: 'pain', value: 3, date: day(-3) },
      { type: 'pain', value: 3, date: day(400) },
    ]) {
      expect(errorOf(await portal.post(`${PORTAL}/diaries`, bad)).code).toBe('ERRVALIDATION');
    }
    bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'water', value: 1500, unit: 'ml', date: threeDaysAgo }));
    bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'rpe', scale: 'dyspnea', value: 4, date: threeDaysAgo }));
    expect(bodyOf<{ items: DiaryEntry[] }>(await portal.get(`${PORTAL}/diaries`, { ...range, type: 'water' })).items.map((e) => e.values)).toEqual([
      { value: 1500, unit: 'ml' },
    ]);
    // An adherence mark too (checked before its set is looked for).
    expect(errorOf(await portal.post(`${PORTAL}/adherence`, { setId: client.client.id, exerciseKey: 'e1', date: day(-3) })).code).toBe('ERRVALIDATION');
    // Days ISO allows but PostgreSQL has not (no year 0), or whose next day is not YYYY-MM-DD,
    // are refused as such by the client's reads and the clinician's, not answered as a failure.
    for (const [from, to] of [['0000-01-01', '0000-01-02'], ['0001-01-01', '0001-01-02'], ['9999-12-30', '9999-12-31']] as const) {
      for (const read of [portal.get(`${PORTAL}/adherence`, { from, to }), portal.get(`${PORTAL}/diaries`, { from, to }), api.get(`${CLIENTS}/${client.client.id}/tracking`, { from, to })]) {
        expect(errorOf(await read)).toMatchObject({ code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'from' }), expect.objectContaining({ path: 'to' })] });
      }
    }
    bodyOf(await portal.post(`${PORTAL}/logout`));
    expect(errorOf(await portal.get(`${PORTAL}/sets`)).code).toBe('ERRAUTH');
  });

  it('lets a client delete an entry typed wrong, and no other client delete it; the clinician no longer sees it', async () => {
    const { api } = await signedIn();
    const [ana, ben] = [await addClient(api, { portalKey: '1357' }), await addClient(api, { portalKey: '2468' })];
    const [anaPortal, benPortal] = [await portalLogin(ana.portal.username, '1357'), await portalLogin(ben.portal.username, '2468')];
    const today = new Date().toISOString().slice(0, 10);
    // 8 typed for 3: the clinician would read a flare-up that never was.
    const wrong = bodyOf<DiaryEntry>(await anaPortal.post(`${PORTAL}/diaries`, { type: 'pain', value: 8, date: today }));
    const right = bodyOf<DiaryEntry>(await anaPortal.post(`${PORTAL}/diaries`, { type: 'pain', value: 3, date: today }));
    const tracked = async () => bodyOf<Tracking>(await api.get(`${CLIENTS}/${ana.client.id}/tracking`)).diaries.map((entry) => entry.id);
    expect((await tracked()).sort()).toEqual([wrong.id, right.id].sort());

    // Another client of the same clinician, an id that is no entry, and the clinician's session: none deletes it.
    expect(errorOf(await benPortal.delete(`${PORTAL}/diaries/${wrong.id}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await anaPortal.delete(`${PORTAL}/diaries/not-an-entry`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await api.delete(`${PORTAL}/diaries/${wrong.id}`)).code).toBe('ERRPERMISSION');
    expect((await tracked()).sort()).toEqual([wrong.id, right.id].sort());

    // Sent twice with one key (the answer lost on a train): deleted once, answered alike.
    const key = { 'idempotency-key': `delete-${wrong.id}` };
    expect(bodyOf(await anaPortal.delete(`${PORTAL}/diaries/${wrong.id}`, undefined, key))).toEqual({ ok: true });
    expect(bodyOf(await anaPortal.delete(`${PORTAL}/diaries/${wrong.id}`, undefined, key))).toEqual({ ok: true });
    expect(await tracked()).toEqual([right.id]);
    expect(bodyOf<{ items: DiaryEntry[] }>(await anaPortal.get(`${PORTAL}/diaries`)).items.map((entry) => entry.values)).toEqual([{ value: 3 }]);
    // Without the key it is gone: not found.
    expect(errorOf(await anaPortal.delete(`${PORTAL}/diaries/${wrong.id}`)).code).toBe('ERRNOTFOUND');
  });

  it("says how many diary entries a range holds when the tracking answer leaves the oldest out", async () => {
    const { api } = await signedIn();
    const client = await addClient(api);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // A year of water written down glass by glass, nine a day from 8 in the morning: 3,294
    // entries, more than one answer carries (TRACKING_DIARY_LIMIT, 3,000).
    const db = new pg.Client({ connectionString: stackInfo().databaseUrl });
    await db.connect();
    await db
      .query(
        `insert into clients.diary_entries (client_id, type, date, values, created_at)
           select $1, 'water', $2::date - days_ago, '{"value": 250, "unit": "ml"}', $2::date - days_ago + make_interval(hours => 7 + glass)
           from generate_series(0, 365) days_ago, generate_series(1, 9) glass`,
        [client.client.id, day(0)],
      )
      .finally(() => db.end());

    const year = bodyOf<Tracking>(await api.get(`${CLIENTS}/${client.client.id}/tracking`, { from: day(365), to: day(0) }));
    expect(year.diaryTotal).toBe(3294);
    // The newest whole days: back to 332 days ago (2,997 glasses). Three glasses of the day
    // before fit the limit, but the day's total would chart as 0.75 l.
    expect(year.diaries).toHaveLength(2997);
    expect([year.diaries[0]!.date, year.diaries.at(-1)!.date]).toEqual([day(0), day(332)]);
    expect(year.diaries.filter((entry) => entry.date === day(332))).toHaveLength(9);
    // The clinician's usual four weeks are whole.
    const month = bodyOf<Tracking>(await api.get(`${CLIENTS}/${client.client.id}/tracking`, { from: day(27), to: day(0) }));
    expect([month.diaries.length, month.diaryTotal]).toEqual([252, 252]);
  });

  it("answers each of the client's lists a page at a time (skip, limit), with how many there are in all", async () => {
    const { api } = await signedIn();
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Bridge' })).id;
    const client = await addClient(api, { portalKey: '3579' });
    const saved: ExerciseSet[] = [];
    for (const title of ['Knee', 'Hip', 'Ankle']) {
      saved.push(bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: client.client.id, savename: title, title, elements: [exercise('e1', customId, 'Bridge')] })));
    }
    const portal = await portalLogin(client.portal.username, '3579');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const set of saved) bodyOf(await portal.post(`${PORTAL}/adherence`, { setId: set.id, exerciseKey: 'e1', date: day(0) }));
    for (const [daysAgo, value] of [[3, 6], [2, 5], [1, 3]] as const) bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'pain', value, date: day(daysAgo) }));
    bodyOf(await portal.post(`${PORTAL}/diaries`, { type: 'steps', value: 4200, date: day(1) }));

    // Newest change first: the second and third page of one set each.
    const setPage = (skip: number) => portal.get(`${PORTAL}/sets`, { skip, limit: 1 });
    expect(bodyOf<{ items: PortalSet[]; total: number }>(await setPage(1))).toMatchObject({ items: [{ title: 'Hip' }], total: 3 });
    expect(bodyOf<{ items: PortalSet[]; total: number }>(await setPage(2))).toMatchObject({ items: [{ title: 'Knee' }], total: 3 });
    expect(bodyOf<{ items: PortalSet[]; total: number }>(await setPage(3))).toEqual({ items: [], total: 3 });
    expect(bodyOf<{ items: PortalSet[]; total: number }>(await portal.get(`${PORTAL}/sets`)).items).toHaveLength(3);

    const marks = bodyOf<{ items: { setId: string }[]; total: number }>(await portal.get(`${PORTAL}/adherence`, { skip: 1, limit: 2 }));
    expect(marks.total).toBe(3);
    expect(marks.items).toHaveLength(2);
    expect(bodyOf<{ items: unknown[]; total: number }>(await portal.get(`${PORTAL}/adherence`, { skip: 3 }))).toEqual({ items: [], total: 3 });

    // Newest day first, of one diary or of all.
    const pains = bodyOf<{ items: DiaryEntry[]; total: number }>(await portal.get(`${PORTAL}/diaries`, { type: 'pain', skip: 1, limit: 1 }));
    expect(pains).toMatchObject({ items: [{ date: day(2), values: { value: 5 } }], total: 3 });
    expect(bodyOf<{ items: DiaryEntry[]; total: number }>(await portal.get(`${PORTAL}/diaries`, { limit: 2 }))).toMatchObject({ total: 4, items: [{ date: day(1) }, { date: day(1) }] });

    for (const path of ['sets', 'adherence', 'diaries']) {
      for (const [field, value] of [['limit', 101], ['limit', 0], ['skip', -1], ['limit', 'all']] as const) {
        expect(errorOf(await portal.get(`${PORTAL}/${path}`, { [field]: value }))).toMatchObject({ code: 'ERRVALIDATION', details: [expect.objectContaining({ path: field })] });
      }
    }
  });

  it('locks the username after ten wrong keys from one address, there only; the clinician sees the lock and lifts it', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '1357' });
    const lockUrl = `${CLIENTS}/${client.client.id}/portalLock`;
    expect(bodyOf(await api.get(lockUrl))).toEqual({ locked: false, addresses: 0, until: null });
    const guesser = new ApiClient();
    for (let i = 0; i < 10; i++) {
      expectAbout(errorOf(await guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: String(1000 + i) })).code, `wrong key ${i + 1}`).toBe('ERRAUTH');
    }
    const refused = await guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' });
    expect([refused.status, errorOf(refused).code]).toEqual([429, 'ERRRATELIMIT']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Wrong keys from many other addresses lock nothing more than those addresses: the client's own phone still signs in.
    for (let i = 0; i < 3; i++) {
      expectAbout(errorOf(await new ApiClient().post(`${PORTAL}/login`, { username: client.portal.username, key: String(2000 + i) })).code, `elsewhere ${i + 1}`).toBe('ERRAUTH');
    }
    await portalLogin(client.portal.username, '1357');

    const lock = bodyOf<{ locked: boolean; addresses: number; until: string }>(await api.get(lockUrl));
    expect(lock).toMatchObject({ locked: true, addresses: 1 });
    expect(new Date(lock.until).getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
    // Another clinician sees nothing of it.
    const stranger = await signedIn();
    expect(errorOf(await stranger.api.get(lockUrl)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await stranger.api.delete(lockUrl)).code).toBe('ERRNOTFOUND');

    expect(bodyOf(await api.delete(lockUrl))).toEqual({ locked: false, addresses: 0, until: null });
    // Lifted: the key (unchanged) works from the address that was locked.
    expect(bodyOf<{ firstname: string }>(await guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' })).firstname).toBe(client.client.firstname);
  });

  it('lets a client who forgot the key sign in from the same phone as soon as the clinician gives a new one', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '1357' });
    // Ten wrong tries from her phone: the phone waits out the window for this client...
    const phone = new ApiClient();
    for (const key of ['1375', '1537', '3157', '1753', '7531', '5731', '3571', '7135', '5137', '3715']) {
      expect(errorOf(await phone.post(`${PORTAL}/login`, { username: client.portal.username, key })).code).toBe('ERRAUTH');
    }
    expect(errorOf(await phone.post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' })).code).toBe('ERRRATELIMIT');
    // ...until she calls the clinic: the new key works on that phone at once.
    const { key } = bodyOf<{ key: string }>(await api.put(`${CLIENTS}/${client.client.id}/reset`, {}));
    const signedInAgain = bodyOf<{ csrfToken: string }>(await phone.post(`${PORTAL}/login`, { username: client.portal.username, key }));
    phone.csrfToken = signedInAgain.csrfToken;
    expect(bodyOf<{ items: unknown[] }>(await phone.get(`${PORTAL}/sets`)).items).toEqual([]);
    // Another client's count at that address is that client's: a reset of one client does not
    // reopen the address to guessing another.
    const other = await addClient(api, { portalKey: '9753' });
    for (let i = 0; i < 10; i++) expect(errorOf(await phone.post(`${PORTAL}/login`, { username: other.portal.username, key: String(4000 + i) })).code).toBe('ERRAUTH');
    bodyOf(await api.put(`${CLIENTS}/${client.client.id}/reset`, {}));
    expect(errorOf(await phone.post(`${PORTAL}/login`, { username: other.portal.username, key: '9753' })).code).toBe('ERRRATELIMIT');
  });

  it('refuses a sign-in with the old key that a reset overtakes: no session made meanwhile outlives the reset', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '1357' });
    const earlier = await portalLogin(client.portal.username, '1357');
    const [holder, watcher] = [new pg.Client({ connectionString: stackInfo().databaseUrl }), new pg.Client({ connectionString: stackInfo().databaseUrl })];
    await Promise.all([holder.connect(), watcher.connect()]);
    // A statement waiting for a row lock, seen from outside the transactions.
    const waiting = (table: string) =>
      waitFor(async () => {
        const { rows } = await watcher.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
          [`%${table}%`],
        );
        return rows.length > 0 ? true : undefined;
      }, 5_000);
    try {
      // The reset writes the new key in its transaction and then stops while it ends the
      // client's sessions: the earlier session's row is held here.
      await holder.query('begin');
      await holder.query('select 1 from auth.portal_sessions where client_id = $1 for update', [client.client.id]);
      const reset = api.put(`${CLIENTS}/${client.client.id}/reset`, { key: '2468' });
      await waiting('"auth"."portal_sessions"');
      // Meanwhile a sign-in with the old key: the key it reads is the committed one, the old.
      const late = new ApiClient().post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' });
      await waiting('"clients"."clients"');
      await holder.query('commit');
      bodyOf(await reset);
      expect(errorOf(await late).code).toBe('ERRAUTH');
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
    expect(errorOf(await earlier.get(`${PORTAL}/sets`)).code).toBe('ERRAUTH');
    await portalLogin(client.portal.username, '2468');
  });

  it('treats the right key of a client kept out of the portal as a wrong one: the limits do not lift after it', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '1357', portalEnabled: false });
    const guesser = new ApiClient();
    for (let i = 0; i < 10; i++) {
      expect(errorOf(await guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' })).code).toBe('ERRAUTH');
    }
    expect(errorOf(await guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: '2468' })).code).toBe('ERRRATELIMIT');
  });

  it('counts the addresses of one IPv6 /64 network as one address: a guesser cannot rotate through them', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '1357' });
    // A /64 of the documentation range of its own for this run, and one address in it per guess.
    const network = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
    const from = (address: string) => new ApiClient(undefined, { 'x-forwarded-for': address });
    for (let i = 1; i <= 10; i++) {
      expect(errorOf(await from(`${network}::${i}`).post(`${PORTAL}/login`, { username: client.portal.username, key: String(5000 + i) })).code).toBe('ERRAUTH');
    }
    const refused = await from(`${network}:ffff:ffff:ffff:fffe`).post(`${PORTAL}/login`, { username: client.portal.username, key: '1357' });
    expect([refused.status, errorOf(refused).code]).toEqual([429, 'ERRRATELIMIT']);
    // The client, from another network, signs in.
    await portalLogin(client.portal.username, '1357');
  });

  it('holds the same limits against guesses sent all at once: only as many keys are checked as the limits allow', async () => {
    const { api } = await signedIn();
    const client = await addClient(api, { portalKey: '1357' });
    const codes = async (tries: Promise<ApiResponse<unknown>>[]) => {
      const answers = await Promise.all(tries);
      const count = (code: string) => answers.filter((answer) => errorOf(answer).code === code).length;
      return { wrong: count('ERRAUTH'), refused: count('ERRRATELIMIT') };
    };
    // Fifteen at once from one address: ten are checked (and wrong), five refused.
    const guesser = new ApiClient();
    const fromOne = Array.from({ length: 15 }, (_, i) => guesser.post(`${PORTAL}/login`, { username: client.portal.username, key: String(3000 + i) }));
    expect(await codes(fromOne)).toEqual({ wrong: 10, refused: 5 });
    // The client's own phone, elsewhere, still signs in.
    await portalLogin(client.portal.username, '1357');
  });
});
