// GET /clinician/clients/{id}/outcomes: the client's outcome measures, asked of the outcomes service
// for the caller once the clients service has checked the caller sees the client and its health
// information: each outcome with its latest results, and the newest result of each.
import { describe, expect, it } from '@jest/globals';
import type { AssignedOutcome, OutcomeResult, RouteReply, clientRoutes } from '@openset/contracts';
import { addClient, bodyOf, CLIENTS, errorOf, signedIn, teamWith } from './helpers.js';

type ClientOutcomes = RouteReply<typeof clientRoutes.outcomes>;
const OUTCOMES = '/api/clinician/clients/outcomes';

describe("a client's outcomes", () => {
  it('lists what was assigned to the client, with the latest results, and nothing of another client', async () => {
    const { api } = await signedIn();
    const client = (await addClient(api)).client;
    const other = (await addClient(api)).client;
    expect(bodyOf<ClientOutcomes>(await api.get(`${CLIENTS}/${client.id}/outcomes`))).toEqual({ items: [], total: 0, latest: [] });

    const nrs = bodyOf<AssignedOutcome>(await api.post(OUTCOMES, { clientId: client.id, type: 'nrs', schedule: { kind: 'manual' } }));
    const ndi = bodyOf<AssignedOutcome>(await api.post(OUTCOMES, { clientId: client.id, type: 'ndi', schedule: { kind: 'manual' } }));
    await api.post(OUTCOMES, { clientId: other.id, type: 'vas', schedule: { kind: 'manual' } });
    const result = bodyOf<OutcomeResult>(await api.post(`${OUTCOMES}/${nrs.id}/result`, { answers: [4] }));
    expect(bodyOf<AssignedOutcome>(await api.put(`${OUTCOMES}/${ndi.id}`, { enabled: false, schedule: { kind: 'manual' }, instructions: '' })).enabled).toBe(false);

    const outcomes = bodyOf<ClientOutcomes>(await api.get(`${CLIENTS}/${client.id}/outcomes`));
    expect(outcomes.total).toBe(2);
    expect(outcomes.items).toEqual([
      { id: ndi.id, type: 'ndi', enabled: false, clientStopped: false, latest: [] },
      { id: nrs.id, type: 'nrs', enabled: true, clientStopped: false, latest: [expect.objectContaining({ id: result.id, scores: [expect.objectContaining({ value: 4 })] })] },
    ]);
    expect(outcomes.latest).toEqual([expect.objectContaining({ id: result.id })]);
    // Paged as every list: one at a time, the total kept.
    const page = bodyOf<ClientOutcomes>(await api.get(`${CLIENTS}/${client.id}/outcomes?skip=1&limit=1`));
    expect(page).toMatchObject({ total: 2, items: [expect.objectContaining({ id: nrs.id })] });
  });

  it('is ERRNOTFOUND for another clinician, and ERRPERMISSION for restrictPhi staff of the team', async () => {
    const { staff } = await teamWith([{}, { restrictPhi: true }]);
    const [owner, restricted] = staff as [(typeof staff)[0], (typeof staff)[0]];
    const client = (await addClient(owner.api)).client;
    await owner.api.post(OUTCOMES, { clientId: client.id, type: 'nrs', schedule: { kind: 'manual' } });
    expect(bodyOf<ClientOutcomes>(await owner.api.get(`${CLIENTS}/${client.id}/outcomes`)).total).toBe(1);

    const stranger = await signedIn();
    expect(errorOf(await stranger.api.get(`${CLIENTS}/${client.id}/outcomes`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect(errorOf(await restricted.api.get(`${CLIENTS}/${client.id}/outcomes`))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
  });
});
