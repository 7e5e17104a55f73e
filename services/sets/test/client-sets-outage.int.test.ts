import { describe, expect, it } from '@jest/globals';
import type { ExerciseSet, SetSummary } from '@openset/contracts';
import { ApiClient, privateEnv, startServiceProcess, stopProcess, waitFor } from '@openset/testing';
import { freePort } from '../../../deploy/local/ports.mjs';
import { CLIENTS, SETS, bodyOf, clientSet, errorOf, newClient, teamWith, updateOf } from './helpers.js';

/**
 * While the clients service is down, nobody can confirm who sees a client or whether it is
 * archived. A clinician's own client sets still open, read-only (fail closed); a team-mate's
 * shared client's set, which only the clients service can show them, and every change to a client
 * set answer ERRUNAVAILABLE. These processes run on a NATS prefix of their own, so stopping their
 * clients service disturbs no other test.
 */
describe('client sets while the clients service is down', () => {
  it("own client sets open read-only, a team-mate's answers ERRUNAVAILABLE, changes wait for the service, and all is as before once it is back", async () => {
    const env = { ...privateEnv(), TRUST_PROXY: '1', NODE_ENV: 'test' };
    const port = await freePort();
    for (const service of ['auth', 'teams', 'sets']) startServiceProcess(service, env);
    const clients = startServiceProcess('clients', env);
    startServiceProcess('gateway', { ...env, PORT: String(port), SERVE_FRONTENDS: '0' });
    const baseUrl = `http://localhost:${port}`;

    // Accounts and the team are made through the shared stack (same database); these clinicians
    // then work through this test's own gateway.
    const { staff } = await teamWith([{}, {}]);
    const [author, mate] = await Promise.all(
      staff.map(async ({ account }) => {
        const api = new ApiClient(baseUrl);
        await waitFor(async () => ((await api.login(account.username, account.password)).status === 200 ? true : undefined), 60_000);
        return api;
      }),
    );
    await waitFor(async () => ((await author!.get(CLIENTS)).status === 200 ? true : undefined), 60_000);
    const clientId = await newClient(author!, 'Outage');
    const set = bodyOf<ExerciseSet>(await author!.post(SETS, clientSet(clientId)));
    expect(bodyOf<{ items: ExerciseSet[] }>(await mate!.get(`${SETS}/${set.id}`)).items[0]).toMatchObject({ id: set.id, readOnly: false });

    await stopProcess(clients.child);

    // The author's own set opens, read-only: whether its client was archived meanwhile is unknown.
    expect(bodyOf<{ items: ExerciseSet[] }>(await author!.get(`${SETS}/${set.id}`)).items[0]).toMatchObject({ id: set.id, title: 'Knee', readOnly: true });
    const unavailable = [
      await mate!.get(`${SETS}/${set.id}`),
      await author!.get(SETS, { clientId }),
      await author!.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Changed', signature: true })),
      await author!.put(`${SETS}/${set.id}/enabled?value=false`),
      await author!.post(SETS, clientSet(clientId, { savename: 'Second program' })),
    ];
    expect(unavailable.map(errorOf).map(({ status, code }) => [status, code])).toEqual(Array(unavailable.length).fill([503, 'ERRUNAVAILABLE']));

    startServiceProcess('clients', env);
    const changed = await waitFor(async () => {
      const res = await author!.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Changed', signature: true }));
      return res.status === 200 ? bodyOf<ExerciseSet>(res) : undefined;
    }, 60_000);
    expect(changed).toMatchObject({ title: 'Changed', readOnly: false, enabled: true });
    expect(bodyOf<{ items: ExerciseSet[] }>(await mate!.get(`${SETS}/${set.id}`)).items[0]).toMatchObject({ title: 'Changed', readOnly: false });
    expect(bodyOf<{ items: SetSummary[] }>(await author!.get(SETS, { clientId })).items.map((s) => [s.id, s.readOnly])).toEqual([[set.id, false]]);
  });
});
