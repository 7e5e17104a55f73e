import type { AssignOutcomeInput, AssignedOutcome, ClientCreated } from '@openset/contracts';
import { ApiClient } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import { randomUUID } from 'node:crypto';

export const OUTCOMES = '/api/clinician/clients/outcomes';
export const DEFINITIONS = '/api/clinician/outcomes/definitions';
export const PORTAL = '/api/portal';

/** A new client of this clinician, with an address unique to the run. */
export async function addClient(api: ApiClient, firstname = 'Jane'): Promise<ClientCreated & { email: string }> {
  const email = `outcomes.${randomUUID().slice(0, 8)}@example.test`;
  const created = bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname, lastname: `Doe${randomUUID().slice(0, 4)}`, email }));
  return { ...created, email };
}

export async function assign(api: ApiClient, body: AssignOutcomeInput): Promise<AssignedOutcome> {
  return bodyOf<AssignedOutcome>(await api.post(OUTCOMES, body));
}

/** The client signed in to the portal. */
export async function portalOf(portal: ClientCreated['portal']): Promise<ApiClient> {
  const api = new ApiClient();
  api.csrfToken = bodyOf<{ csrfToken: string }>(await api.post(`${PORTAL}/login`, { username: portal.username, key: portal.key })).csrfToken;
  return api;
}

/** QuickDASH core answers: (sum 25 / 11 ... ) any whole codes 1-5; these give (33/11 - 1) × 25 = 50. */
export const QUICKDASH_50 = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];
