// Fresh clinician accounts for a bench, made as the tests make theirs: the auth service's
// internal createAccount subject over the stack's NATS (no HTTP route creates an account).
import { connect } from '@nats-io/transport-node';
import { AUTH_SUBJECTS } from '@openset/contracts';
import { randomUUID } from 'node:crypto';
import { signIn } from './stack.mjs';

const PASSWORD = 'Bench-password-1';

/** `count` new professional accounts, each signed in: `{ accountId, username, session }`. */
export async function newClinicians(stack, count) {
  const nc = await connect({ servers: stack.natsUrl });
  try {
    const accounts = [];
    for (let i = 0; i < count; i++) {
      const tag = randomUUID().slice(0, 8);
      const username = `bench_${tag}`;
      const pattern = `${stack.natsPrefix}.${AUTH_SUBJECTS.createAccount}`;
      const data = { type: 'professional', username, email: `${username}@example.test`, password: PASSWORD, firstname: 'Bench', lastname: tag };
      // Nest's NATS packet, as another service sends it.
      const reply = await nc.request(pattern, JSON.stringify({ pattern, data, id: randomUUID() }), { timeout: 10_000 });
      const packet = JSON.parse(new TextDecoder().decode(reply.data));
      if (packet.err) throw new Error(`creating ${username}: ${JSON.stringify(packet.err)}`);
      accounts.push({ accountId: packet.response.id, username, session: await signIn(stack.baseUrl, username, PASSWORD) });
    }
    return accounts;
  } finally {
    await nc.close();
  }
}
