import { rpc, waitFor, type ApiClient } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import type { ClientCreated } from '@openset/contracts';
import { randomUUID } from 'node:crypto';

export { bodyOf, errorOf, signedIn, teamWith } from '@openset/testing/clinicians';

export const CLIENTS = '/api/clinician/clients';
export const PORTAL = '/api/portal';

let counter = 0;

/** A new client of this clinician; names and e-mail unique to the run unless given. */
export async function addClient(api: ApiClient, body: Record<string, unknown> = {}): Promise<ClientCreated> {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  return bodyOf<ClientCreated>(
    await api.post(CLIENTS, { firstname: `First${tag}`, lastname: `Last${tag}`, email: `c${tag}@example.test`, ...body }),
  );
}

/** The parts of a call over NATS, as the gateway would send them. */
interface CallParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  idempotencyKey?: string;
  /** The gateway's id of the HTTP request: the same on its retry of the call. */
  requestId?: string;
}

/**
 * Calls the clients service on this NATS prefix the way the gateway would, as this clinician:
 * a copy of the test's own on a private prefix (where nobody else answers: teams and auth count
 * as down), or the stack's. Resolves once the service answers a read.
 */
export async function gatewayLikeCaller(accountId: string, natsPrefix: string) {
  const principal = { accountId, type: 'professional', role: 'clinician', sessionId: 'test', lang: 'en' };
  const call = <T>(subject: string, { params = {}, query = {}, body, idempotencyKey, requestId = randomUUID() }: CallParts = {}) =>
    rpc<T>(subject, { principal, params, query, body, meta: { ip: '127.0.0.1', requestId, idempotencyKey } }, 15_000, natsPrefix);
  const firstPage = { skip: 0, limit: 1, sort: 'lastname', sortDir: 'asc', archived: false, feedback: false, shared: false };
  await waitFor(() => call('clients.clients.list', { query: firstPage }), 30_000);
  return call;
}
