// GET /api/clinician through the gateway (session check, answered by the gateway's 5 s session cache
// after the first call, plus the profile over NATS from auth) beside the PostgreSQL queries a
// session check and a profile read make, sent directly, in the same run.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { directLoad, httpLoad, preciseHttpLoad, report } from './lib/measure.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';

// One connection shows the latency each hop adds; ten show behaviour under concurrent load.
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

await withBenchStack(async (stack) => {
  const session = await signIn(stack.baseUrl, 'pro');
  for (const connections of connectionCounts) {
    await compare(stack, session, connections);
  }
});

async function compare(stack, session, connections) {
  const target = { url: `${stack.baseUrl}/api/clinician`, headers: { cookie: session.cookie }, connections, duration };
  const http = await httpLoad(target);
  const precise = await preciseHttpLoad(target);

  // The queries the auth service makes for this call: session joined with its account, then the
  // account for the profile (the session id stored is the SHA-256 digest of the cookie value).
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: connections });
  const sessionId = createHash('sha256').update(session.token).digest('base64url');
  const sql = await directLoad(
    async () => {
      const { rows } = await pool.query(
        'select s.*, a.* from auth.sessions s join auth.accounts a on a.id = s.account_id where s.id = $1',
        [sessionId],
      );
      if (rows.length !== 1) throw new Error('session not found');
      await pool.query('select * from auth.accounts where id = $1', [rows[0].account_id]);
    },
    { connections, duration },
  );
  await pool.end();

  report(`GET /api/clinician, ${connections} connections, ${duration} s each`, [
    ['bare SQL (session join account + account by id)', sql],
    ['gateway -> NATS -> auth -> PostgreSQL, autocannon', http],
    ['same, timed one by one (node http client)', precise],
  ], [
    `added by gateway + NATS at p50: ${(precise.p50 - sql.p50).toFixed(2)} ms${connections === 1 ? ` (target < 1 ms: ${precise.p50 - sql.p50 < 1 ? 'met' : 'NOT met'})` : ' (with queueing: 10 clients on 2 cores)'}, at p99: ${(precise.p99 - sql.p99).toFixed(2)} ms, at the mean: ${(precise.mean - sql.mean).toFixed(2)} ms; p50 ratio ${(precise.p50 / Math.max(sql.p50, 0.01)).toFixed(2)}x`,
    `throughput ratio (gateway, autocannon / bare SQL): ${(http.rps / sql.rps).toFixed(2)}`,
  ]);
}
