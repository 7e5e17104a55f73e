// Saving sets: PUT /api/clinician/sets/{id} of a 50-exercise set and a draft autosave (POST
// /api/clinician/sets/draft) through the gateway, beside the same SQL statements the sets service
// (and the exercises service's visibility check) sends, straight to PostgreSQL in the same run.
// Then 200 builders autosaving drafts at once for 30 s, revisions sent out of order now and then:
// every draft read back must be the last revision sent (lost and stale, target 0 and 0).
//   npm run bench -- sets        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_DRAFT_CLIENTS, BENCH_DRAFT_SECONDS)
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { directLoad, report } from './lib/measure.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const draftClients = Number(process.env.BENCH_DRAFT_CLIENTS ?? 200);
const draftSeconds = Number(process.env.BENCH_DRAFT_SECONDS ?? 30);
const PRO_ID = '00000000-0000-4000-8000-000000000001';

const round = (n) => Math.round(n * 100) / 100;

function elements(customId, count, tag) {
  return Array.from({ length: count }, (_, i) => ({
    type: 'setExercise',
    key: `e${i}`,
    stockId: null,
    customId,
    title: `Exercise ${i + 1} ${tag}`,
    instructions: 'Keep the back straight; breathe out on the effort. '.repeat(3),
    reflect: false,
    thumbnailId: null,
    parameters: [
      { key: `p${i}a`, title: 'Sets', value: '3' },
      { key: `p${i}b`, title: 'Reps', value: '12' },
      { key: `p${i}c`, title: 'Hold', value: '5 s' },
    ],
    resources: [],
  }));
}

function api(baseUrl, session) {
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json();
    if (json.status !== 'success') throw Object.assign(new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.error)}`), { status: res.status, json });
    return json.body;
  };
}

/** autocannon where each connection keeps its own state (its set and version, its draft and revision). */
async function httpWrites({ baseUrl, session, method, path, body, onAnswer, seconds }) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    requests: [
      {
        method,
        setupRequest: (request, context) => ({
          ...request,
          path: `/api${path(context)}`,
          body: JSON.stringify(body(context)),
          // As the front ends send every write: its own Idempotency-Key, its answer kept sealed
          // (the gateway would name it otherwise).
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
        onResponse: (status, responseBody, context) => {
          let json = {};
          try {
            json = JSON.parse(responseBody);
          } catch {
            // An answer cut off at the end of a run.
          }
          onAnswer(status, json, context);
        },
      },
    ],
  });
  const errors = result.errors + result.non2xx;
  if (errors > 0) console.warn(`  ! ${errors} failed or non-2xx responses during the run`);
  return { mean: round(result.latency.average), p50: result.latency.p50, p99: result.latency.p99, rps: round(result.requests.average), requests: result.requests.total, errors };
}

await withBenchStack(async (stack) => {
  const session = await signIn(stack.baseUrl, 'pro');
  const call = api(stack.baseUrl, session);
  const exercise = await call('POST', '/clinician/exercises', { title: 'Bench squat' });
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: connections + 2 });

  // --- PUT of a 50-exercise set. autocannon clears a connection's context after each request, so
  // a request takes a set nobody is saving from a pool and gives it back with its answer: no two
  // saves of one set are ever in flight (a clinician saves one document at a time).
  const sets = [];
  for (let i = 0; i < 2 * connections + 1; i++) {
    sets.push(await call('POST', '/clinician/sets', { type: 'folderSet', savename: `Bench ${i}`, title: 'Bench', elements: elements(exercise.id, 50, 'v1') }));
  }
  const bareSet = sets.pop();
  const versions = new Map(sets.map((set) => [set.id, set.version]));
  let free = [];
  const content = elements(exercise.id, 50, 'saved');
  const put = async (seconds) => {
    free = sets.map((set) => set.id);
    return httpWrites({
      baseUrl: stack.baseUrl, session, method: 'PUT', seconds,
      path: (context) => `/clinician/sets/${(context.setId = free.pop())}`,
      body: (context) => ({ version: versions.get(context.setId), title: `Bench v${versions.get(context.setId)}`, elements: content }),
      // A save whose answer the end of the warm-up cut off still happened: a refusal names the version.
      onAnswer: (status, json, context) => {
        free.push(context.setId);
        if (status === 200) versions.set(json.body.id, json.body.version);
        else if (json.error?.details?.key === 'setChanged') versions.set(context.setId, json.error.details.version);
      },
    });
  };
  await put(2);
  const putHttp = await put(duration);

  // The statements of that save, as the services send them: the exercises service's visibility
  // read, then in one transaction the set locked, updated, and its history point inserted.
  const elementsJson = JSON.stringify(content);
  let bareVersion = bareSet.version;
  const putSql = await directLoad(async () => {
    await pool.query('select "id", "scope", "owner_id", "team_id", "org_id" from "exercises"."elements" where "id" in ($1)', [exercise.id]);
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query('select * from "sets"."sets" where "id" in ($1) order by "id" asc for update', [bareSet.id]);
      const version = rows[0].version;
      await client.query(
        `update "sets"."sets" set "version" = $1, "title" = $2, "savename" = $3, "instructions" = $4, "elements" = $5, "education" = $6, "exercise_count" = $7, "updated_at" = $8 where "id" = $9`,
        [version + 1, `Bench v${version}`, 'Bench', '', elementsJson, '[]', 50, new Date(), bareSet.id],
      );
      await client.query(
        `insert into "sets"."history_points" ("id", "set_id", "type", "savename", "title", "instructions", "elements", "education", "exercise_count", "created_at") values ($1, $2, 'save', $3, $4, $5, $6, $7, $8, $9)`,
        [randomUUID(), bareSet.id, 'Bench', `Bench v${version}`, '', elementsJson, '[]', 50, new Date()],
      );
      await client.query('commit');
      bareVersion = version + 1;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }, { connections, duration });
  report(`PUT /api/clinician/sets/{id}, a 50-exercise set (${(elementsJson.length / 1024).toFixed(1)} KB), ${connections} connections, ${duration} s`, [
    ['bare SQL (visibility read; lock, update, history point)', putSql],
    ['gateway -> NATS -> sets (-> exercises) -> PostgreSQL, each save keyed', putHttp],
  ], [
    `p50 ratio ${(putHttp.p50 / Math.max(putSql.p50, 0.01)).toFixed(2)}x, p99 ratio ${(putHttp.p99 / Math.max(putSql.p99, 0.01)).toFixed(2)}x, throughput ratio ${(putHttp.rps / putSql.rps).toFixed(2)} (${bareVersion - 1} bare saves)`,
  ]);

  // --- Draft autosave: one draft per connection, revisions rising.
  const draftContent = { savename: 'Draft', title: 'Autosave', instructions: '', elements: content, education: [] };
  const drafts = Array.from({ length: 2 * connections }, () => ({ id: randomUUID(), revision: 0 }));
  let freeDrafts = [];
  const draft = async (seconds) => {
    freeDrafts = [...drafts];
    return httpWrites({
      baseUrl: stack.baseUrl, session, method: 'POST', seconds,
      path: () => '/clinician/sets/draft',
      body: (context) => {
        context.draft = freeDrafts.pop();
        return { draftId: context.draft.id, revision: ++context.draft.revision, content: draftContent };
      },
      onAnswer: (_status, _json, context) => freeDrafts.push(context.draft),
    });
  };
  await draft(2);
  const draftHttp = await draft(duration);
  const bareDraftId = randomUUID();
  let bareRevision = 0;
  const draftJson = JSON.stringify(draftContent.elements);
  const draftSql = await directLoad(async () => {
    await pool.query(
      `insert into "sets"."drafts" as d ("id", "owner_id", "original_id", "revision", "savename", "title", "instructions", "elements", "education", "updated_at")
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, now())
       on conflict ("id") do update set "original_id" = excluded."original_id", "revision" = excluded."revision", "savename" = excluded."savename",
         "title" = excluded."title", "instructions" = excluded."instructions", "elements" = excluded."elements", "education" = excluded."education", "updated_at" = excluded."updated_at"
       where d."owner_id" = excluded."owner_id" and d."revision" < excluded."revision"
       returning "id", "original_id", "revision"::float8 as "revision", "updated_at"`,
      [bareDraftId, PRO_ID, null, ++bareRevision, 'Draft', 'Autosave', '', draftJson, '[]'],
    );
  }, { connections, duration });
  report(`POST /api/clinician/sets/draft, autosave of a 50-exercise draft, ${connections} connections, ${duration} s`, [
    ['bare SQL (the one upsert)', draftSql],
    ['gateway -> NATS -> sets -> PostgreSQL', draftHttp],
  ], [
    `p50 ratio ${(draftHttp.p50 / Math.max(draftSql.p50, 0.01)).toFixed(2)}x, p99 ratio ${(draftHttp.p99 / Math.max(draftSql.p99, 0.01)).toFixed(2)}x, throughput ratio ${(draftHttp.rps / draftSql.rps).toFixed(2)}`,
  ]);
  await pool.end();

  // --- 200 builders autosaving at once, now and then two revisions in flight in either order.
  await call('DELETE', '/clinician/sets/drafts');
  const clients = Array.from({ length: draftClients }, () => ({ id: randomUUID(), sent: 0, best: 0 }));
  const small = (client, revision) => ({ draftId: client.id, revision, content: { savename: 'Draft', title: `${client.id} r${revision}`, elements: elements(exercise.id, 5, `r${revision}`) } });
  let saves = 0;
  let failures = 0;
  let answeredLate = 0;
  const latencies = [];
  const save = async (client, revision) => {
    const started = performance.now();
    try {
      const saved = await call('POST', '/clinician/sets/draft', small(client, revision));
      latencies.push(performance.now() - started);
      saves++;
      if (saved.revision > revision) answeredLate++;
      client.best = Math.max(client.best, revision);
    } catch {
      failures++;
    }
  };
  const end = Date.now() + draftSeconds * 1000;
  await Promise.all(clients.map(async (client) => {
    while (Date.now() < end) {
      const revision = ++client.sent;
      if (Math.random() < 0.25) {
        // Two saves in flight: the later revision may well arrive first.
        const next = ++client.sent;
        await Promise.all([save(client, next), new Promise((resolve) => setTimeout(resolve, Math.random() * 20)).then(() => save(client, revision))]);
      } else {
        await save(client, revision);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
    }
  }));
  const stored = new Map((await call('GET', '/clinician/sets/drafts')).items.map((d) => [d.draftId, d]));
  let lost = 0;
  let stale = 0;
  for (const client of clients) {
    const draftRow = stored.get(client.id);
    // Lost: the highest revision the server acknowledged is not what it keeps.
    if (!draftRow || draftRow.revision < client.best) lost++;
    // Stale: the content kept is not the content of the revision it says it is.
    else if (draftRow.title !== `${client.id} r${draftRow.revision}`) stale++;
  }
  latencies.sort((a, b) => a - b);
  const at = (p) => round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN);
  console.log(`\n${draftClients} builders autosaving drafts for ${draftSeconds} s (fetch, one request each at a time, 25% of rounds two revisions in flight)`);
  console.log(`  saves ${saves} (${round(saves / draftSeconds)}/s), failed ${failures}, answered with a later stored revision ${answeredLate}, p50 ${at(50)} ms, p99 ${at(99)} ms`);
  console.log(`  drafts read back ${stored.size}/${draftClients}: lost ${lost}, stale ${stale} (target 0 and 0: ${lost === 0 && stale === 0 ? 'met' : 'NOT met'})`);
});
