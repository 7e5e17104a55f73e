import { afterAll, describe, expect, it } from '@jest/globals';
import { connect } from '@nats-io/transport-node';
import { AUTH_SUBJECTS } from '@openset/contracts';
import { ApiClient, createTestAccount, stackInfo } from '@openset/testing';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

/**
 * Makes the commit of every transaction that deletes a session of this account take half a
 * second (a deferred trigger runs at commit), so an announcement sent before the commit is seen
 * while the deleted rows are still there. Removed by the answer's `drop`.
 */
async function slowCommitsDeletingSessionsOf(accountId: string) {
  const name = `slow_commit_${accountId.replaceAll('-', '')}`;
  await db.query(`create function "auth"."${name}"() returns trigger language plpgsql as $$ begin perform pg_sleep(0.5); return null; end $$`);
  await db.query(
    `create constraint trigger "${name}" after delete on "auth"."sessions" deferrable initially deferred
     for each row when (old."account_id" = '${accountId}') execute function "auth"."${name}"()`,
  );
  return async () => {
    await db.query(`drop trigger "${name}" on "auth"."sessions"`);
    await db.query(`drop function "auth"."${name}"()`);
  };
}

const sessionsOf = async (accountId: string) =>
  Number((await db.query<{ n: string }>(`select count(*) as n from "auth"."sessions" where "account_id" = $1`, [accountId])).rows[0]!.n);

describe('announcing ended sessions', () => {
  // Told before the commit, a gateway asked for the other tab's session in between would be
  // answered from the row not yet deleted and would keep that session for its cache's life.
  it('tells the gateways only once the ended sessions are gone from the database', async () => {
    const { natsUrl, natsPrefix } = stackInfo();
    const account = await createTestAccount();
    const client = new ApiClient();
    const otherTab = new ApiClient();
    expect((await client.login(account.username, account.password)).status).toBe(200);
    expect((await otherTab.login(account.username, account.password)).status).toBe(200);
    expect(await sessionsOf(account.id)).toBe(2);

    const nc = await connect({ servers: natsUrl });
    const dropSlowCommits = await slowCommitsDeletingSessionsOf(account.id);
    try {
      const seenWhenTold = new Promise<number>((resolve) => {
        nc.subscribe(`${natsPrefix}.${AUTH_SUBJECTS.sessionsChanged}`, {
          callback: (_error, message) => {
            const packet = message.json<{ data: { accountId?: string } }>();
            if (packet.data.accountId === account.id) void sessionsOf(account.id).then(resolve);
          },
        });
      });
      await nc.flush();

      const res = await client.put('/api/clinician/password', { currentPassword: account.password, newPassword: 'Another-pass-1' });

      expect(res.status).toBe(200);
      expect(await seenWhenTold).toBe(1);
      expect((await otherTab.get('/api/clinician')).status).toBe(401);
    } finally {
      await dropSlowCommits();
      await nc.close();
    }
  });
});
