// The clients manager's list and the portal's set page, through the gateway beside the exact
// statements the services send, straight to PostgreSQL in the same run.
// 1. 10,000 clients of one clinician (names and e-mails from small lists, combined; one insert):
//    GET /api/clinician/clients sorted by last name (first page), searched (terms cycled), and
//    sorted by last update descending; target p99 under 20 ms at 10 connections. The service
//    answers a clinician's search from its memory (services/clients/src/clients/search) once it
//    has read their rows: the bare SQL of (b) is the database's search, the repository's two
//    statements, which a copy still answers with until then.
// 2. A client signed in to the portal with an enabled set: GET /api/portal/sets.
// The bare statements are not written here: the services' own code (the clients repository, the
// portal's client check, the sets service's portalSets handler, from their builds) runs once on a
// MikroORM of this process that records what it sends; the statements are then replayed with pg.
// MikroORM sends a statement with its parameters written in (formatQuery), so they are replayed so.
// Each measured run also gives the CPU every process spent per request (lib/cpu-meter.mjs): the
// gateway, each service, PostgreSQL's backends, NATS and this process (the load generator).
//   npm run bench -- clients        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_CLIENTS; BENCH_CASES=a,c,portal
//   runs only those: the floor, the list cases a, b, c and the portal's page; the list cases in the order named;
//   BENCH_PERF=1 adds where each Node process's CPU time went in each run through the gateway, lib/cpu-profile.mjs)
import autocannon from 'autocannon';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { clientListQuerySchema } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { cpuLine, cpuMeter } from './lib/cpu-meter.mjs';
import { addProfilingNodeArgs, cpuProfiler, cpuProfilesWanted, profileLines } from './lib/cpu-profile.mjs';
import { directLoad, report } from './lib/measure.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';
import { clientsData } from '../services/clients/dist/clients.data.js';
import { ClientsRepository } from '../services/clients/dist/clients/clients.repository.js';
import { hashPortalKey } from '../services/clients/dist/clients/portal-credentials.js';
import { PortalService } from '../services/clients/dist/portal/portal.service.js';
import { setsData } from '../services/sets/dist/sets.data.js';
import { ClientSetsHandlers } from '../services/sets/dist/sets/client-sets.handlers.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 10_000);
const TARGET_P99_MS = 20;
const CASES = new Set((process.env.BENCH_CASES ?? 'floor,a,b,c,portal').split(','));
const PRO_ID = '00000000-0000-4000-8000-000000000001';

const round = (n) => Math.round(n * 100) / 100;

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Charlotte', 'James', 'Ava', 'William', 'Mia',
  'Benjamin', 'Isabella', 'Lucas', 'Harper', 'Henry', 'Evelyn', 'Theodore', 'Chloé', 'Louis', 'Léa', 'Gabriel', 'Manon',
  'Hugo', 'Camille', 'Jules', 'Sarah', 'Mohammed', 'Fatima', 'Wei', 'Mei', 'Raj', 'Priya', 'Anna', 'Marc', 'Julie',
  'Thomas', 'Maria',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Nguyen', 'Hill', 'Flores', 'Green', 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin',
  'Lavoie', 'Fortin', 'Dubois', 'Lefebvre', 'Leroy', 'Patel', 'Chen', 'Wang', 'Kim', 'Singh', "O'Brien", 'Murphy', 'Kelly',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com', 'videotron.ca', 'orange.fr', 'proton.me'];
/** What a clinician types: a surname, a name's start, a full name, an e-mail part, a domain. */
const SEARCHES = ['smith', 'mar', 'olivia', 'nguyen', 'gagnon', 'emma w', 'lee', 'outlook', 'chen', 'liam.k'];

/**
 * One statement: clients with first and last names from the lists (row i takes a first name by
 * i and a last name by a stride, so every pair comes up), an e-mail from the names and a domain,
 * portal usernames as the service makes them (jane.doe, jane.doe2, ...), one real key hash,
 * creation over the last three years and an update since.
 */
async function seedClients(pool, count) {
  const keyHash = await hashPortalKey('1987');
  const started = Date.now();
  await pool.query(
    `insert into "clients"."clients" ("owner_id", "firstname", "lastname", "email", "lang", "year_of_birth", "portal_username",
       "portal_key_hash", "portal_enabled", "created_at", "updated_at")
     select $1, f, l,
       lower(translate(f || '.' || l, 'éèêçôÉ'' ', 'eeecoE')) || case when n > 1 then n::text else '' end || '@' || d,
       case when i % 7 = 0 then 'fr' else 'en' end, 1940 + (i * 37) % 66,
       lower(translate(f || '.' || l, 'éèêçôÉ'' ', 'eeecoE')) || case when n > 1 then n::text else '' end,
       $2, i % 9 <> 0, created, created + (random() * (now() - created))
     from (
       select i, f, l, d, created, row_number() over (partition by f, l order by i) as n
       from (
         select i, ($3::text[])[1 + i % cardinality($3::text[])] as f,
           ($4::text[])[1 + (i / cardinality($3::text[]) + i * 7) % cardinality($4::text[])] as l,
           ($5::text[])[1 + (i * 13) % cardinality($5::text[])] as d,
           now() - random() * interval '3 years' as created
         from generate_series(1, $6::int) as i
       ) picked
     ) numbered`,
    [PRO_ID, keyHash, FIRST_NAMES, LAST_NAMES, DOMAINS, count],
  );
  // What autovacuum does after a bulk insert: statistics, and the trigram index's pending list
  // merged (a search would otherwise scan the pending entries one by one).
  await pool.query('vacuum analyze "clients"."clients"');
  return Date.now() - started;
}

/** A MikroORM of this process on the bench database that records every statement it sends. */
async function recordingOrm(data, databaseUrl) {
  const orm = await MikroORM.init(ormOptions(data, { clientUrl: databaseUrl, pool: { min: 0, max: 1 } }));
  const connection = orm.em.getConnection();
  const sent = [];
  const execute = connection.execute.bind(connection);
  connection.execute = (query, params = [], ...rest) => {
    sent.push(connection.prepareQuery(query, params).formatted);
    return execute(query, params, ...rest);
  };
  /** The statements `fn` sends through a fresh EntityManager of this ORM. */
  // Connecting sends a statement of its own: connect before recording.
  await orm.em.getConnection().execute('select 1');
  const statementsOf = async (fn) => {
    sent.length = 0;
    await fn(orm.em.fork());
    return [...sent];
  };
  return { orm, statementsOf };
}

/** With BENCH_PERF=1, the CPU-time profiler of the stack's Node processes (set once the stack is up). */
let profiler = null;

/** autocannon GETs whose path comes from `pathAt(n)` (cycled), after a 2 s warm-up; the CPU of the measured part by `meter` (and `profiler`). */
async function httpGets(meter, baseUrl, headers, pathAt) {
  let next = 0;
  const run = (seconds) =>
    autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathAt(next++) }) }],
    });
  await run(2);
  const measured = () =>
    meter.during(async () => {
      const result = await run(duration);
      const errors = result.errors + result.non2xx;
      if (errors > 0) console.warn(`  ! ${errors} failed or non-2xx responses during the run`);
      return { mean: round(result.latency.average), p50: result.latency.p50, p99: result.latency.p99, rps: round(result.requests.average), requests: result.requests.total, errors };
    });
  return profiler ? profiler.during(measured) : measured();
}

/** The recorded statements of each call, cycled, with the same connections and duration (after a 2 s warm-up, not metered). */
async function bareLoad(meter, pool, calls) {
  let next = 0;
  const call = async () => {
    for (const sql of calls[next++ % calls.length]) await pool.query(sql);
  };
  await directLoad(call, { connections, duration: 2, warmup: 0 });
  return meter.during(() => directLoad(call, { connections, duration, warmup: 0 }));
}

function compare(title, bareName, httpName, sql, http, target) {
  const notes = [
    `${bareName}: ${cpuLine(sql.cpu)}`,
    `${httpName}: ${cpuLine(http.cpu)}`,
    `p50 ratio ${(http.p50 / Math.max(sql.p50, 0.01)).toFixed(2)}x, p99 ratio ${(http.p99 / Math.max(sql.p99, 0.01)).toFixed(2)}x, throughput ratio ${(http.rps / sql.rps).toFixed(2)}`,
  ];
  for (const line of profileLines(http.profile ?? [])) notes.push(`CPU time of ${line}`);
  if (target) notes.push(`target: p99 under ${TARGET_P99_MS} ms at ${connections} connections: ${http.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${http.p99} ms)`);
  report(title, [[bareName, sql], [httpName, http]], notes);
}

const profiling = cpuProfilesWanted();
if (profiling) addProfilingNodeArgs();

await withBenchStack(async (stack) => {
  if (profiling) profiler = cpuProfiler(stack);
  const session = await signIn(stack.baseUrl, 'pro');
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: connections + 2 });
  const meter = cpuMeter(stack, pool);
  const seedMs = await seedClients(pool, clientCount);
  const { rows: [counted] } = await pool.query('select count(*)::int as "n", count(distinct "firstname" || "lastname")::int as "names" from "clients"."clients" where "owner_id" = $1', [PRO_ID]);
  console.log(`seeded ${clientCount} clients in one insert (${seedMs} ms with vacuum analyze): ${counted.n} of pro's, ${counted.names} distinct names`);

  const clientsOrm = await recordingOrm(clientsData, stack.databaseUrl);
  const setsOrm = await recordingOrm(setsData, stack.databaseUrl);

  // --- The floor: the lightest signed-in call through the same gateway and NATS (the profile, one
  // small row from the auth service), at the same connections, so the list's figures can be read
  // against what any call costs on this machine in this run.
  let floor = null;
  if (CASES.has('floor')) {
    floor = await httpGets(meter, stack.baseUrl, { cookie: session.cookie }, () => '/api/clinician');
    console.log(`\nfloor: GET /api/clinician (profile), ${connections} connections, ${duration} s: p50 ${floor.p50} / p99 ${floor.p99} ms, ${floor.rps} req/s`);
    console.log(`  ${cpuLine(floor.cpu)}`);
    for (const line of profileLines(floor.profile ?? [])) console.log(`  CPU time of ${line}`);
  }

  // --- The list: what the gateway parses from the URL is what the repository is given.
  const cases = [
    { id: 'a', title: '(a) first page sorted by last name', paths: ['?sort=lastname'] },
    { id: 'b', title: `(b) search, ${SEARCHES.length} terms cycled`, paths: SEARCHES.map((term) => `?search=${encodeURIComponent(term)}`) },
    { id: 'c', title: '(c) sorted by last update, descending', paths: ['?sort=updated&sortDir=desc'] },
  ]
    .filter(({ id }) => CASES.has(id))
    .sort((x, y) => [...CASES].indexOf(x.id) - [...CASES].indexOf(y.id));
  const summary = [];
  const explained = [];
  for (const { id, title, paths } of cases) {
    const calls = [];
    let matches = [];
    for (const path of paths) {
      const query = clientListQuerySchema.parse(Object.fromEntries(new URLSearchParams(path.slice(1))));
      let total = 0;
      calls.push(await clientsOrm.statementsOf(async (em) => ({ total } = await new ClientsRepository(em).page([PRO_ID], query))));
      matches.push(total);
    }
    // Where the page's statement spends its time in PostgreSQL (the first path of the case; a
    // filtered list counts its matches in a statement before it).
    const { rows: plan } = await pool.query(`explain (analyze, buffers) ${calls[0].at(-1)}`);
    const lines = plan.map((row) => row['QUERY PLAN']);
    explained.push(`${title}: ${lines.find((line) => line.startsWith('Execution Time'))}; ${lines.filter((line) => /Scan|Sort |WindowAgg|Limit/.test(line)).map((line) => line.trim().replace(/\s+\(cost=[^)]*\)/, '')).join(' / ')}`);
    const http = await httpGets(meter, stack.baseUrl, { cookie: session.cookie }, (n) => `/api/clinician/clients${paths[n % paths.length]}`);
    const sql = await bareLoad(meter, pool, calls);
    compare(
      `GET /api/clinician/clients ${title}, ${clientCount} clients, ${connections} connections, ${duration} s (matches: ${matches.join(', ')})`,
      `bare SQL (the repository's ${calls[0].length > 1 ? 'statements' : 'statement'}${id === 'b' ? ', the search in the database' : ''})`,
      'gateway -> NATS -> clients -> PostgreSQL',
      sql,
      http,
      true,
    );
    summary.push([title, http, sql]);
  }
  console.log(`\nstatement of (a): ${(await clientsOrm.statementsOf((em) => new ClientsRepository(em).page([PRO_ID], clientListQuerySchema.parse({ sort: 'lastname' }))))[0].replace(/\s+/g, ' ')}`);

  // --- The portal's set page: a client with a 10-exercise set, enabled, signed in.
  if (CASES.has('portal')) await portalPage();
  async function portalPage() {
    const call = async (method, path, body, headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken }) => {
      const res = await fetch(`${stack.baseUrl}/api${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = await res.json();
      if (json.status !== 'success') throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.error)}`);
      return { body: json.body, res };
    };
    const exercise = (await call('POST', '/clinician/exercises', { title: 'Sit to stand' })).body;
    const created = (await call('POST', '/clinician/clients', { firstname: 'Portal', lastname: 'Bench', email: 'portal.bench@example.org', portalKey: '2468' })).body;
    const elements = Array.from({ length: 10 }, (_, i) => ({
      type: 'setExercise', key: `e${i}`, stockId: null, customId: exercise.id, title: `Exercise ${i + 1}`,
      instructions: 'Stand up from the chair without using your hands; sit down slowly.', reflect: false, thumbnailId: null,
      parameters: [{ key: `p${i}`, title: 'Reps', value: '10' }], resources: [],
    }));
    const set = (await call('POST', '/clinician/sets', { type: 'clientSet', clientId: created.client.id, savename: 'Home', title: 'Knee, week 1', elements, enabled: false })).body;
    await call('PUT', `/clinician/sets/${set.id}/enabled?value=true`);
    const login = await call('POST', '/portal/login', { username: created.portal.username, key: '2468' }, {});
    const portalCookie = login.res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
    const page = (await call('GET', '/portal/sets', undefined, { cookie: portalCookie })).body;
    if (page.items.length !== 1 || page.items[0].elements.length !== 10) throw new Error(`portal sets: ${JSON.stringify(page).slice(0, 200)}`);

    // Per call: the clients service reads the client's row (PortalService.client), then the sets
    // service its enabled sets (portalSets). The session is the gateway's, cached 5 s.
    const principal = { type: 'client', role: 'client', accountId: created.client.id, ownerId: PRO_ID };
    const portalStatements = [
      ...(await clientsOrm.statementsOf((em) => new PortalService(em).client(principal))),
      ...(await setsOrm.statementsOf((em) => new ClientSetsHandlers(em).portalSets({ clientId: created.client.id }))),
    ];
    const portalHttp = await httpGets(meter, stack.baseUrl, { cookie: portalCookie }, () => '/api/portal/sets');
    const portalSql = await bareLoad(meter, pool, [portalStatements]);
    compare(
      `GET /api/portal/sets, one enabled 10-exercise set (${(JSON.stringify(page).length / 1024).toFixed(1)} KB), ${connections} connections, ${duration} s`,
      `bare SQL (client row; enabled sets: ${portalStatements.length} statements)`,
      'gateway -> NATS -> clients -> NATS -> sets -> PostgreSQL',
      portalSql,
      portalHttp,
      false,
    );
    for (const sql of portalStatements) console.log(`  statement: ${sql.replace(/\s+/g, ' ').slice(0, 300)}`);
  }

  console.log('\nexplain analyze of the page statement of each case, first path (one run, no load from this bench):');
  for (const line of explained) console.log(`  ${line}`);
  console.log(`\nclient list at ${connections} connections, p99 target under ${TARGET_P99_MS} ms:`);
  const cpuOf = (http) => (http.cpu ? `, ${http.cpu.totalUs.toLocaleString('en')} us of CPU a request` : '');
  if (floor) {
    console.log(`  floor (GET /api/clinician, the profile): p50 ${floor.p50} / p99 ${floor.p99} ms, ${floor.rps} req/s${cpuOf(floor)}`);
    // The floor is what this machine gives any call at this hour: a floor at or past the target
    // says no list can meet it in this run, whatever the list costs.
    if (floor.p99 >= TARGET_P99_MS) console.log(`  the floor's own p99 is at or past the target in this run: the machine is in a slow spell`);
  }
  // Against the floor: what a list page costs beyond the lightest call, steadier across hours than the absolute figures.
  const beyondFloor = (http) => (floor ? `, p99 ${(http.p99 / Math.max(floor.p99, 1)).toFixed(2)}x the floor's, req/s ${(http.rps / floor.rps).toFixed(2)}x` : '');
  for (const [title, http, sql] of summary) console.log(`  ${title}: p50 ${http.p50} / p99 ${http.p99} ms, ${http.rps} req/s${cpuOf(http)} (bare SQL ${sql.p50} / ${sql.p99} ms, ${sql.rps} req/s${beyondFloor(http)}): ${http.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`);

  await clientsOrm.orm.close(true);
  await setsOrm.orm.close(true);
  await pool.end();
});
profiler?.removeSymbolMaps();
