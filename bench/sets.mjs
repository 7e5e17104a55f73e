// Saving sets: PUT /api/clinician/sets/{id} of a 50-exercise set and a draft autosave (POST
// /api/clinician/sets/draft) through the gateway, beside the same SQL statements the sets service
// (and the exercises service's visibility check) sends, straight to PostgreSQL in the same run.
// Then 200 builders (of 8 clinicians, an account keeping at most MAX_DRAFTS drafts) autosaving
// drafts at once for 30 s, revisions sent out of order now and then: every draft, read back page
// after page, must be the last revision sent (lost and stale, target 0 and 0). A read-back short of
// what was written fails the bench (exit code 1) instead of reporting a figure.
//   npm run bench -- sets        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_DRAFT_CLIENTS, BENCH_DRAFT_SECONDS)
// Figures: bench/results/sets.json.
import autocannon from 'autocannon';
import { MAX_DRAFTS } from '@openset/contracts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { newClinicians } from './lib/accounts.mjs';
import { everyPage } from './lib/every-page.mjs';
import { directLoad, report } from './lib/measure.mjs';
import { writeResults } from './lib/results.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const draftClients = Number(process.env.BENCH_DRAFT_CLIENTS ?? 200);
const draftSeconds = Number(process.env.BENCH_DRAFT_SECONDS ?? 30);
/** Builders per clinician: half the drafts an account keeps, as a few open documents each would. */
const BUILDERS_PER_ACCOUNT = Math.floor(MAX_DRAFTS / 2);
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
      // The whole content, as the builder sends it: a PUT replaces it.
      body: (context) => ({ version: versions.get(context.setId), savename: 'Bench', title: `Bench v${versions.get(context.setId)}`, instructions: '', elements: content, education: [] }),
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
    // The exercises service's visibility read of the ids the draft names, then the one upsert
    // (its cap on the owner's drafts a condition of the statement).
    await pool.query('select "id", "scope", "owner_id", "team_id", "org_id" from "exercises"."elements" where "id" in ($1)', [exercise.id]);
    await pool.query(
      `insert into "sets"."drafts" as d ("id", "owner_id", "original_id", "revision", "savename", "title", "instructions", "elements", "education", "updated_at")
       select $1::uuid, $2, $3, $4::bigint, $5, $6, $7, $8::jsonb, $9::jsonb, now()
       where exists (select 1 from "sets"."drafts" where "id" = $1::uuid and "owner_id" = $2)
          or (select count(*) from "sets"."drafts" where "owner_id" = $2) < $10
       on conflict ("id") do update set "original_id" = excluded."original_id", "revision" = excluded."revision", "savename" = excluded."savename",
         "title" = excluded."title", "instructions" = excluded."instructions", "elements" = excluded."elements", "education" = excluded."education", "updated_at" = excluded."updated_at"
       where d."owner_id" = excluded."owner_id" and d."revision" < excluded."revision"
       returning "id", "original_id", "revision"::float8 as "revision", "updated_at"`,
      [bareDraftId, PRO_ID, null, ++bareRevision, 'Draft', 'Autosave', '', draftJson, '[]', MAX_DRAFTS],
    );
  }, { connections, duration });
  report(`POST /api/clinician/sets/draft, autosave of a 50-exercise draft, ${connections} connections, ${duration} s`, [
    ['bare SQL (visibility read; the one upsert)', draftSql],
    ['gateway -> NATS -> sets -> PostgreSQL', draftHttp],
  ], [
    `p50 ratio ${(draftHttp.p50 / Math.max(draftSql.p50, 0.01)).toFixed(2)}x, p99 ratio ${(draftHttp.p99 / Math.max(draftSql.p99, 0.01)).toFixed(2)}x, throughput ratio ${(draftHttp.rps / draftSql.rps).toFixed(2)}`,
  ]);
  await pool.end();

  // --- 200 builders autosaving at once, now and then two revisions in flight in either order.
  // An account keeps at most MAX_DRAFTS drafts: the builders are clinicians of their own, each with
  // a custom exercise of their own to name (another's would be refused as the set save refuses it).
  const clinicians = await newClinicians(stack, Math.ceil(draftClients / BUILDERS_PER_ACCOUNT));
  for (const clinician of clinicians) {
    clinician.call = api(stack.baseUrl, clinician.session);
    clinician.exerciseId = (await clinician.call('POST', '/clinician/exercises', { title: 'Bench squat' })).id;
  }
  const clients = Array.from({ length: draftClients }, (_, i) => ({ id: randomUUID(), sent: 0, best: 0, clinician: clinicians[i % clinicians.length] }));
  const small = (client, revision) => ({
    draftId: client.id,
    revision,
    content: { savename: 'Draft', title: `${client.id} r${revision}`, elements: elements(client.clinician.exerciseId, 5, `r${revision}`) },
  });
  let saves = 0;
  let failures = 0;
  let answeredLate = 0;
  const latencies = [];
  const save = async (client, revision) => {
    const started = performance.now();
    try {
      const saved = await client.clinician.call('POST', '/clinician/sets/draft', small(client, revision));
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
  // Every draft of every builder's clinician, page after page: the whole list, not its first page.
  const stored = new Map();
  for (const clinician of clinicians) {
    const drafts = await everyPage(({ skip, limit }) => clinician.call('GET', `/clinician/sets/drafts?skip=${skip}&limit=${limit}`));
    for (const d of drafts) stored.set(d.draftId, d);
  }
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
  const readBack = clients.filter((client) => stored.has(client.id)).length;
  const met = lost === 0 && stale === 0;
  console.log(`  drafts read back ${readBack}/${draftClients} (${clinicians.length} clinicians, ${stored.size} drafts in their lists): lost ${lost}, stale ${stale} (target 0 and 0: ${met ? 'met' : 'NOT met'})`);
  const figures = (r) => ({ mean: r.mean, p50: r.p50, p99: r.p99, rps: r.rps, requests: r.requests, errors: r.errors });
  writeResults('sets', {
    settings: { connections, seconds: duration, draftClients, draftSeconds, clinicians: clinicians.length, maxDrafts: MAX_DRAFTS },
    put: { setExercises: 50, bodyKiB: round(elementsJson.length / 1024), sql: figures(putSql), http: figures(putHttp), p50Ratio: round(putHttp.p50 / Math.max(putSql.p50, 0.01)), throughputRatio: round(putHttp.rps / putSql.rps) },
    draftAutosave: { sql: figures(draftSql), http: figures(draftHttp), p50Ratio: round(draftHttp.p50 / Math.max(draftSql.p50, 0.01)), throughputRatio: round(draftHttp.rps / draftSql.rps) },
    builders: { saves, savesPerSecond: round(saves / draftSeconds), failed: failures, answeredLate, p50: at(50), p99: at(99), readBack, written: draftClients, lost, stale, target: 'lost 0, stale 0', met },
  });
  // A read-back short of what was written is a failure, not a figure.
  if (readBack < draftClients || !met) {
    console.error(`FAILED: ${draftClients - readBack} of ${draftClients} drafts not read back, ${lost} lost, ${stale} stale`);
    process.exitCode = 1;
  }
});
