import { afterAll, describe, expect, it } from '@jest/globals';
import type { Client, ClientCreated } from '@openset/contracts';
import { deleteStreams, privateEnv, stackInfo, startServiceProcess, stopProcess, waitFor } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { gatewayLikeCaller, signedIn } from './helpers.js';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
const privatePrefixes: string[] = [];

afterAll(async () => {
  await db.end();
  for (const prefix of privatePrefixes) await deleteStreams(stackInfo().natsUrl, prefix);
});

describe('a write with an Idempotency-Key (every write of the app)', () => {
  it('waits on the rows it locks as an unkeyed write does: the short wait is only for a repeat of the key', async () => {
    // A copy on a private prefix whose wait for a running attempt of the same key is 300 ms.
    const env = privateEnv({ IDEMPOTENCY_WAIT: '300ms' });
    privatePrefixes.push(env.NATS_PREFIX!);
    const { account } = await signedIn();
    const copy = startServiceProcess('clients', env);
    try {
      const call = await gatewayLikeCaller(account.id, env.NATS_PREFIX!);
      const { client } = await call<ClientCreated>('clients.clients.create', { body: { firstname: 'Locked', lastname: 'Row', email: 'locked@example.test', lang: 'en', yearOfBirth: null, portalEnabled: true } });

      // Someone else holds the client's row (another edit of the same client) for a while.
      const holder = await db.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from clients.clients where id = $1 for update', [client.id]);
        const update = call<Client>('clients.clients.update', { params: { id: client.id }, body: { lastname: 'Waited' }, idempotencyKey: randomUUID() });
        let settled = false;
        const outcome = update.then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ).finally(() => (settled = true));
        // Once the update waits on the row (or has already given up), hold it three times the
        // key's wait longer.
        await waitFor(async () => {
          const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%clients%for update%'`);
          return rows[0]!.n > 0 || settled ? true : undefined;
        }, 10_000);
        await new Promise((resolve) => setTimeout(resolve, 900));
        await holder.query('commit');
        expect(await outcome).toEqual({ value: expect.objectContaining({ id: client.id, lastname: 'Waited' }) });
      } finally {
        holder.release();
      }
    } finally {
      await stopProcess(copy.child);
    }
  });
});
