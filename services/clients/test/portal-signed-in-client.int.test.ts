import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { portalRoutes, type Principal, type RpcRequest } from '@openset/contracts';
import { rpc } from '@openset/testing';
import { CLIENTS, addClient, bodyOf, signedIn } from './helpers.js';

/** Every portal route the clients service answers but sign-in: each takes its client one way (`SignedInClient`). */
const clientRoutes = Object.values(portalRoutes).filter((route) => route.subject.startsWith('clients.') && route !== portalRoutes.login);

/** A call straight to the service, past the gateway's own role check. */
const call = (principal: Principal | null): RpcRequest => ({
  principal,
  params: {},
  query: {},
  body: undefined,
  meta: { ip: '127.0.0.1', requestId: randomUUID() },
});

/** The code each portal subject refuses this principal with. */
async function refusals(principal: Principal | null): Promise<Record<string, unknown>> {
  const codes: Record<string, unknown> = {};
  for (const route of clientRoutes) {
    codes[route.subject] = await rpc(route.subject, call(principal)).then(
      () => 'answered',
      (error: { code?: string }) => error.code,
    );
  }
  return codes;
}

const every = (code: string) => Object.fromEntries(clientRoutes.map((route) => [route.subject, code]));

describe('the portal handlers get the signed-in client one way', () => {
  it('every portal subject refuses no session (ERRAUTH), a clinician (ERRPERMISSION) and a client whose portal access ended (ERRAUTH)', async () => {
    const { api, account } = await signedIn();
    const client = await addClient(api, { portalKey: '4821' });
    const clinician: Principal = { accountId: account.id, type: 'professional', role: 'clinician', sessionId: randomUUID(), lang: 'en' };
    const portal: Principal = { accountId: client.client.id, type: 'client', role: 'client', sessionId: randomUUID(), lang: 'en', ownerId: account.id };

    expect(clientRoutes.length).toBeGreaterThan(5);
    expect(await refusals(null)).toEqual(every('ERRAUTH'));
    expect(await refusals(clinician)).toEqual(every('ERRPERMISSION'));
    bodyOf(await api.put(`${CLIENTS}/${client.client.id}/archived?value=true`));
    expect(await refusals(portal)).toEqual(every('ERRAUTH'));
  });
});
