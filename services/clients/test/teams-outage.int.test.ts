import { afterAll, describe, expect, it } from '@jest/globals';
import type { Client, ClientListItem } from '@openset/contracts';
import { ApiClient, deleteStreams, privateEnv, stackInfo, startServiceProcess, stopProcess } from '@openset/testing';
import { addClient, bodyOf, gatewayLikeCaller, PORTAL, teamWith } from './helpers.js';

const privatePrefixes: string[] = [];

afterAll(async () => {
  for (const prefix of privatePrefixes) await deleteStreams(stackInfo().natsUrl, prefix);
});

const FIRST_PAGE = { skip: 0, limit: 50, sort: 'lastname', sortDir: 'asc', archived: false, feedback: false, shared: false };

describe('while the teams service cannot say who is restricted', () => {
  it('withholds health information (ERRUNAVAILABLE) from everyone, restrictPhi staff included, and keeps profiles working', async () => {
    const { staff } = await teamWith([{ restrictPhi: true }]);
    const restricted = staff[0]!;
    const { client, portal } = await addClient(restricted.api);
    // The client writes to the clinician from the portal: health information.
    const portalApi = new ApiClient();
    portalApi.csrfToken = bodyOf<{ csrfToken: string }>(await portalApi.post(`${PORTAL}/login`, { username: portal.username, key: portal.key })).csrfToken;
    bodyOf(await portalApi.post(`${PORTAL}/feedback`, { text: 'My knee is worse after the squats', setId: null }));

    // A copy of the clients service on a prefix of its own, where no teams service answers (and
    // is not waited for long).
    const env = privateEnv({ RPC_NOT_DELIVERED_RETRY_MS: '200' });
    privatePrefixes.push(env.NATS_PREFIX!);
    const copy = startServiceProcess('clients', env);
    try {
      const call = await gatewayLikeCaller(restricted.account.id, env.NATS_PREFIX!);
      await expect(call('clients.clients.feedback', { params: { id: client.id } })).rejects.toMatchObject({ code: 'ERRUNAVAILABLE' });
      await expect(call('clients.clients.list', { query: { ...FIRST_PAGE, feedback: true } })).rejects.toMatchObject({ code: 'ERRUNAVAILABLE' });
      const listed = await call<{ items: ClientListItem[] }>('clients.clients.list', { query: FIRST_PAGE });
      expect(listed.items.map((item) => item.id)).toEqual([client.id]);
      expect(listed.items[0]).not.toHaveProperty('unreadFeedback');
      expect(await call<Client>('clients.clients.get', { params: { id: client.id } })).toMatchObject({ id: client.id, firstname: client.firstname });
    } finally {
      await stopProcess(copy.child);
    }
  });
});
