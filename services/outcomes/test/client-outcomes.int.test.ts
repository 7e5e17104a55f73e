// Client outcomes through the gateway: assigned once, the invitation e-mailed with its link into the
// portal, answered in the portal (a submission sent twice with one key stored once), scored on the
// server, seen by the clinician; results entered by hand and corrected; stop, client stop, start again.
import { describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_HEADER, type AssignedOutcome, type OutcomeHistory, type OutcomeResult, type PortalOutcome, type PortalOutcomeList, type PortalResultStored } from '@openset/contracts';
import { waitForMails } from '@openset/testing';
import { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';
import { randomUUID } from 'node:crypto';
import { addClient, assign, OUTCOMES, PORTAL, portalOf, QUICKDASH_50 } from './helpers.js';

describe('an outcome assigned once', () => {
  it('e-mails the invitation with a link into the portal, where the client answers once however often the answers are sent', async () => {
    const { api } = await signedIn();
    const client = await addClient(api);
    const assigned = await assign(api, { clientId: client.client.id, type: 'quickdash', schedule: { kind: 'once' }, instructions: 'Before our next visit, please.' });
    expect(assigned).toMatchObject({ type: 'quickdash', kind: 'standard', abbreviation: 'QuickDASH', enabled: true, clientStopped: false, schedule: { kind: 'once' } });

    const [mail] = await waitForMails(client.email, 1);
    expect(mail!.subject).toContain('QuickDASH');
    expect(mail!.text).toContain('Before our next visit, please.');
    expect(mail!.text).toContain(`/portal/outcomes/${assigned.id}`);
    expect(bodyOf<AssignedOutcome>(await api.get(`${OUTCOMES}/${assigned.id}`))).toMatchObject({ status: 'due', invitationsSent: 1 });

    const portal = await portalOf(client.portal);
    const due = bodyOf<PortalOutcomeList>(await portal.get(`${PORTAL}/outcomes`));
    expect(due.items).toEqual([expect.objectContaining({ id: assigned.id, abbreviation: 'QuickDASH', due: true })]);
    const questionnaire = bodyOf<PortalOutcome>(await portal.get(`${PORTAL}/outcomes/${assigned.id}`));
    expect(questionnaire.definition.questions).toHaveLength(11);
    expect(questionnaire.definition.modules.map((module) => module.key)).toEqual(['work', 'sports']);

    const key = randomUUID();
    const first = bodyOf<PortalResultStored>(await portal.post(`${PORTAL}/outcomes/${assigned.id}/results`, { answers: QUICKDASH_50 }, { [IDEMPOTENCY_HEADER]: key }));
    const again = bodyOf<PortalResultStored>(await portal.post(`${PORTAL}/outcomes/${assigned.id}/results`, { answers: QUICKDASH_50 }, { [IDEMPOTENCY_HEADER]: key }));
    expect(again).toEqual(first);

    const history = bodyOf<OutcomeHistory>(await api.get(`${OUTCOMES}/${assigned.id}/history`));
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ id: first.id, source: 'portal', scores: [expect.objectContaining({ key: 'disability', value: 50 })] });
    const seen = bodyOf<AssignedOutcome>(await api.get(`${OUTCOMES}/${assigned.id}`));
    expect(seen).toMatchObject({ status: 'idle', resultCount: 1, latest: [expect.objectContaining({ id: first.id })] });
    // Nothing waits any more: the list is empty and another submission is refused.
    expect(bodyOf<PortalOutcomeList>(await portal.get(`${PORTAL}/outcomes`)).total).toBe(0);
    expect(errorOf(await portal.post(`${PORTAL}/outcomes/${assigned.id}/results`, { answers: QUICKDASH_50 }))).toMatchObject({ status: 409, code: 'ERROPERATION' });
  });

  it('names the item at fault when the answers are bad', async () => {
    const { api } = await signedIn();
    const client = await addClient(api);
    const assigned = await assign(api, { clientId: client.client.id, type: 'quickdash', schedule: { kind: 'manual' } });
    const error = errorOf(await api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: [3, 3, 3, 9, 3, 3, 3, 3, 3, 3, 3] }));
    expect(error).toMatchObject({ status: 400, code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'answers.3', item: 4 })] });
  });
});

describe('results entered by hand', () => {
  it('are scored on the server, kept as answered, and corrected by a new result', async () => {
    const { api } = await signedIn();
    const client = await addClient(api);
    const assigned = await assign(api, { clientId: client.client.id, type: 'ndi', schedule: { kind: 'manual' } });
    expect(assigned.status).toBe('idle');
    const key = randomUUID();
    const first = bodyOf<OutcomeResult>(await api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], takenOn: '2026-11-30' }, { [IDEMPOTENCY_HEADER]: key }));
    expect(first).toMatchObject({ source: 'clinician', takenOn: '2026-11-30', scores: [expect.objectContaining({ value: 10 }), expect.anything()] });
    const repeat = bodyOf<OutcomeResult>(await api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], takenOn: '2026-11-30' }, { [IDEMPOTENCY_HEADER]: key }));
    expect(repeat.id).toBe(first.id);

    const correction = bodyOf<OutcomeResult>(await api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: [2, 1, 1, 1, 1, 1, 1, 1, 1, 1], takenOn: '2026-11-30', corrects: first.id }));
    expect(correction.corrects).toBe(first.id);
    const history = bodyOf<OutcomeHistory>(await api.get(`${OUTCOMES}/${assigned.id}/history`));
    expect(history.items.map((item) => [item.id, item.correctedBy])).toEqual([
      [first.id, correction.id],
      [correction.id, null],
    ]);
    // The first is kept as it was answered.
    expect(bodyOf<OutcomeResult>(await api.get(`${OUTCOMES}/results/${first.id}`))).toMatchObject({ answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], scores: first.scores });
  });
});

describe('stopping', () => {
  it('by the client sets clientStopped; the clinician enabling it again sets it false', async () => {
    const { api } = await signedIn();
    const client = await addClient(api);
    const assigned = await assign(api, { clientId: client.client.id, type: 'nrs', schedule: { kind: 'intervals', intervalDays: 7 } });
    await waitForMails(client.email, 1);
    const portal = await portalOf(client.portal);
    bodyOf(await portal.put(`${PORTAL}/outcomes/${assigned.id}/stopped`));
    expect(bodyOf<AssignedOutcome>(await api.get(`${OUTCOMES}/${assigned.id}`))).toMatchObject({ clientStopped: true, status: 'clientStopped' });
    expect(errorOf(await portal.get(`${PORTAL}/outcomes/${assigned.id}`)).code).toBe('ERRNOTFOUND');

    const body = { enabled: false, schedule: { kind: 'intervals', intervalDays: 7 }, instructions: '' };
    expect(bodyOf<AssignedOutcome>(await api.put(`${OUTCOMES}/${assigned.id}`, body))).toMatchObject({ enabled: false, status: 'stopped' });
    const started = bodyOf<AssignedOutcome>(await api.put(`${OUTCOMES}/${assigned.id}`, { ...body, enabled: true }));
    expect(started).toMatchObject({ enabled: true, clientStopped: false, status: 'due' });
    // Started again, it sends no burst: the invitation already sent still waits.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(bodyOf<AssignedOutcome>(await api.get(`${OUTCOMES}/${assigned.id}`)).invitationsSent).toBe(1);
  });
});
