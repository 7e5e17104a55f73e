import type { ApiClient } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import type { ClientCreated } from '@openset/contracts';

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
