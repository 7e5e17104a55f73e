#!/usr/bin/env node
// Figures of decision 014: what the scheduler's claim costs on a large table, and that two claimers
// never take one row. Makes a throwaway database on DATABASE_URL's server (default the local one),
// with the client_outcomes table and its indexes as the migration makes them, fills it, measures,
// and drops it. Usage: npx node services/outcomes/scripts/claim-figures.mjs [rows] [due]
import pg from 'pg';
import { randomUUID } from 'node:crypto';

const rows = Number(process.argv[2] ?? 200_000);
const due = Number(process.argv[3] ?? 2_000);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `outcomes_claim_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(server);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
const CLAIM = `select "id" from "client_outcomes"
  where "prefix" = $1 and "enabled" and not "client_stopped" and ("next_invitation_at" <= $2 or "next_reminder_at" <= $2)
    and not ("id" = any($3::uuid[]))
  order by least("next_invitation_at", "next_reminder_at") limit 1 for update skip locked`;

try {
  await pool.query(`create table "client_outcomes" ("id" uuid primary key, "prefix" text not null, "enabled" boolean not null, "client_stopped" boolean not null,
      "next_invitation_at" timestamptz null, "next_reminder_at" timestamptz null)`);
  await pool.query(`create index "due_i" on "client_outcomes" ("prefix", "next_invitation_at") where "enabled" and not "client_stopped" and "next_invitation_at" is not null`);
  await pool.query(`create index "due_r" on "client_outcomes" ("prefix", "next_reminder_at") where "enabled" and not "client_stopped" and "next_reminder_at" is not null`);
  // Most rows planned over the next year (a few stopped or manual), `due` of them due now.
  await pool.query(
    `insert into "client_outcomes" select gen_random_uuid(), 'p', n % 10 <> 0, n % 50 = 0,
       case when n % 7 = 0 then null when n <= $2 then now() - interval '1 minute' else now() + (n % 365) * interval '1 day' + interval '1 hour' end,
       case when n % 3 = 0 then now() + (n % 30) * interval '1 day' + interval '1 hour' else null end
     from generate_series(1, $1) as n`,
    [rows, due],
  );
  await pool.query('analyze "client_outcomes"');
  const dueNow = (await pool.query(`select count(*)::int as n from "client_outcomes" where "enabled" and not "client_stopped" and "next_invitation_at" <= now()`)).rows[0].n;

  // One claim, as the scheduler sends it, inside a transaction (rolled back: nothing moves).
  const times = [];
  const client = await pool.connect();
  for (let i = 0; i < 300; i++) {
    await client.query('begin');
    const started = performance.now();
    await client.query(CLAIM, ['p', new Date(), '{}']);
    times.push(performance.now() - started);
    await client.query('rollback');
  }
  const plan = (await client.query(`explain ${CLAIM}`, ['p', new Date(), '{}'])).rows.map((row) => row['QUERY PLAN']).join('\n');
  client.release();
  times.sort((a, b) => a - b);

  // Two claimers take every due row, one per transaction, moving it on as the scheduler does.
  const taken = new Map();
  const claimer = async (who) => {
    const connection = await pool.connect();
    let count = 0;
    for (;;) {
      await connection.query('begin');
      const [row] = (await connection.query(CLAIM, ['p', new Date(), '{}'])).rows;
      if (!row) {
        await connection.query('commit');
        break;
      }
      taken.set(row.id, [...(taken.get(row.id) ?? []), who]);
      await connection.query(`update "client_outcomes" set "next_invitation_at" = now() + interval '7 days', "next_reminder_at" = null where "id" = $1`, [row.id]);
      await connection.query('commit');
      count++;
    }
    connection.release();
    return count;
  };
  const started = performance.now();
  const counts = await Promise.all([claimer('a'), claimer('b')]);
  const seconds = (performance.now() - started) / 1000;
  const twice = [...taken.values()].filter((claimers) => claimers.length > 1).length;
  console.log(JSON.stringify({
    rows,
    dueNow,
    claimMs: { p50: +times[150].toFixed(2), p95: +times[284].toFixed(2), max: +times.at(-1).toFixed(2) },
    twoClaimers: { claimed: counts, rowsTaken: taken.size, takenTwice: twice, perSecond: Math.round(taken.size / seconds) },
    plan,
  }, null, 2));
} finally {
  await pool.end();
  await admin.query(`drop database "${name}"`);
  await admin.end();
}
