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
}

/**
 * Calls a copy of the clients service on a private NATS prefix the way the gateway would, as this
 * clinician. Resolves once the copy answers a read (nobody else answers on its prefix: teams and
 * auth count as down).
 */
export async function privateCopyCaller(accountId: string, natsPrefix: string) {
  const principal = { accountId, type: 'professional', role: 'clinician', sessionId: 'test', lang: 'en' };
  const call = <T>(subject: string, { params = {}, query = {}, body, idempotencyKey }: CallParts = {}) =>
    rpc<T>(subject, { principal, params, query, body, meta: { ip: '127.0.0.1', requestId: randomUUID(), idempotencyKey } }, 15_000, natsPrefix);
  const firstPage = { skip: 0, limit: 1, sort: 'lastname', sortDir: 'asc', archived: false, feedback: false, shared: false };
  await waitFor(() => call('clients.clients.list', { query: firstPage }), 30_000);
  return call;
}
