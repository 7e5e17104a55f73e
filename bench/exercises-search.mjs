// Exercise browser search: GET /api/clinician/exercises/stock?search=... through the gateway
// beside the search statement sent straight to PostgreSQL (what the service would run without its
// in-memory stock index), in the same run, over the stock library and then over a generated
// library of 60,000 more exercises.
//   npm run bench -- exercises-search        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_LIBRARY_SIZE)
import autocannon from 'autocannon';
import pg from 'pg';
import { directLoad, report } from './lib/measure.mjs';
import { signIn, waitForLog, withBenchStack } from './lib/stack.mjs';
import { listStatement } from '../services/exercises/dist/search/element-query.js';
import { loadLibrary } from '../services/exercises/dist/stock-library/load-library.js';
import { DiskFileStore } from '../services/exercises/dist/files/file-store.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const librarySize = Number(process.env.BENCH_LIBRARY_SIZE ?? 60_000);
const PRO_ID = '00000000-0000-4000-8000-000000000001';

/** What clinicians type: words, phrases, French with and without accents, typos, word starts. */
const SEARCHES = [
  'shoulder', 'knee extension', 'hamstring stretch', 'épaule', 'epaule', 'sholder flexion', 'squat',
  'rotation externe', 'hip abduction band', 'genou', 'calf raise', 'bridge', 'plank', 'cou', 'neck rot',
  'élévation jambe', 'wrist', 'cheville', 'lunge', 'scapula',
];

const PARTS = ['shoulder', 'knee', 'hip', 'ankle', 'neck', 'wrist', 'elbow', 'trunk', 'scapula', 'hamstring', 'calf', 'thoracic'];
const MOVES = ['flexion', 'extension', 'abduction', 'external rotation', 'internal rotation', 'stretch', 'raise', 'isometric', 'mobilisation', 'strengthening'];
const POSITIONS = ['standing', 'sitting', 'supine', 'prone', 'side-lying', 'kneeling'];
const DISTINCT_SEARCHES = PARTS.flatMap((part) => MOVES.flatMap((move) => POSITIONS.map((position) => `${part} ${move} ${position}`)));

/**
 * autocannon rotating through the searches, latency in ms and requests per second. `tab`
 * `stock` is served from the service's shared stock pages after the first request of each
 * search; `all` (stock plus the clinician's own, who match here) searches every time: the stock
 * library in the service's memory, the clinician's own exercises in PostgreSQL.
 */
async function httpSearch(baseUrl, cookie, tab = 'stock', { distinct = false } = {}) {
  let next = 0;
  // Distinct searches: 720 phrases a clinician might type (body part, movement, position), more
  // than the 300 pages the service keeps, so nearly every request is a miss computed from the index.
  const searchAt = (n) => (distinct ? DISTINCT_SEARCHES[n % DISTINCT_SEARCHES.length] : SEARCHES[n % SEARCHES.length]);
  const run = (seconds) =>
    autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      // What a browser sends: shared stock pages are kept compressed for it.
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/clinician/exercises${tab === 'all' ? '' : `/${tab}`}?limit=100&search=${encodeURIComponent(searchAt(next++))}`,
          }),
        },
      ],
    });
  await run(2);
  const result = await run(duration);
  const errors = result.errors + result.non2xx;
  if (errors > 0) console.warn(`  ! ${errors} failed or non-2xx responses during the run`);
  return { mean: Math.round(result.latency.average * 100) / 100, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average * 100) / 100, errors };
}

/** The statement the service runs for the same request (MikroORM's `?` placeholders as `$n`). */
function numbered(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

async function bareSearch(pool) {
  let next = 0;
  return directLoad(
    async () => {
      const search = SEARCHES[next++ % SEARCHES.length];
      const statement = listStatement('stock', null, PRO_ID, { skip: 0, limit: 100, search, kinds: 'all' }, 'en');
      await pool.query(numbered(statement.sql), statement.params);
    },
    { connections, duration },
  );
}

/** Synthetic but realistic items: body part x movement x position x equipment, in both languages. */
function generatedItems(count) {
  const parts = [['shoulder', 'épaule'], ['knee', 'genou'], ['hip', 'hanche'], ['ankle', 'cheville'], ['neck', 'cou'], ['wrist', 'poignet'], ['elbow', 'coude'], ['trunk', 'tronc'], ['scapula', 'omoplate'], ['hamstring', 'ischio-jambiers'], ['calf', 'mollet'], ['thoracic spine', 'colonne thoracique']];
  const moves = [['flexion', 'flexion'], ['extension', 'extension'], ['abduction', 'abduction'], ['external rotation', 'rotation externe'], ['internal rotation', 'rotation interne'], ['stretch', 'étirement'], ['raise', 'élévation'], ['isometric hold', 'maintien isométrique'], ['mobilisation', 'mobilisation'], ['strengthening', 'renforcement']];
  const positions = [['standing', 'debout'], ['sitting', 'assis'], ['supine', 'sur le dos'], ['prone', 'sur le ventre'], ['side-lying', 'sur le côté'], ['kneeling', 'à genoux']];
  const equipment = [[null, null], ['band', 'élastique'], ['dumbbell', 'haltère'], ['ball', 'ballon'], ['wall', 'mur'], ['towel', 'serviette']];
  const items = [];
  for (let i = 0; i < count; i++) {
    const [partEn, partFr] = parts[i % parts.length];
    const [moveEn, moveFr] = moves[Math.floor(i / parts.length) % moves.length];
    const [posEn, posFr] = positions[Math.floor(i / (parts.length * moves.length)) % positions.length];
    const [eqEn, eqFr] = equipment[Math.floor(i / 7) % equipment.length];
    const variant = Math.floor(i / 97);
    items.push({
      source: 'bench-generated',
      sourceKey: `g${i}`,
      title: {
        en: `${partEn[0].toUpperCase()}${partEn.slice(1)} ${moveEn} ${posEn}${eqEn ? ` with ${eqEn}` : ''} (variant ${variant})`,
        fr: `${moveFr[0].toUpperCase()}${moveFr.slice(1)} ${partFr.startsWith('é') || partFr.startsWith('o') ? "de l'" : 'du '}${partFr} ${posFr}${eqFr ? ` avec ${eqFr}` : ''} (variante ${variant})`,
      },
      instructions: {
        en: `Start ${posEn}. Move the ${partEn} slowly through a comfortable range${eqEn ? ` using the ${eqEn}` : ''}. Hold for two seconds and return. Keep breathing.`,
        fr: `Position de départ : ${posFr}. Bougez lentement dans une amplitude confortable${eqFr ? ` avec ${eqFr}` : ''}. Tenez deux secondes puis revenez. Respirez normalement.`,
      },
      category: `bench-${partEn}`,
      bodyRegions: [partEn],
      equipment: eqEn ? [eqEn] : [],
      position: posEn,
      parameters: [{ title: 'Reps', value: '10' }],
      reflect: false,
      images: [],
      licence: { id: 'CC0-1.0', url: null, attributionRequired: false },
      author: null,
      sourceUrl: null,
      creditLine: null,
      tags: [],
    });
  }
  return items;
}

/**
 * A clinician with exercises of their own that match every search: the "all" tab then merges
 * them with the stock library on every request (no shared page can answer it).
 */
async function ownExercises(baseUrl, session) {
  for (const search of SEARCHES) {
    const res = await fetch(`${baseUrl}/api/clinician/exercises`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ title: `My ${search.replace(/["-]/g, ' ')} routine`, instructions: `Home routine: ${search}.` }),
    });
    if (res.status !== 200) throw new Error(`creating an exercise failed: ${res.status} ${await res.text()}`);
  }
}

/**
 * The service indexes a new generation of the stock library when a search first sees it (and
 * searches in PostgreSQL meanwhile): wait for its log line before measuring.
 */
async function indexBuilt(stack, pool, session) {
  const [{ generation }] = (await pool.query(`select generation::text from exercises.stock_generation`)).rows;
  const started = Date.now();
  await fetch(`${stack.baseUrl}/api/clinician/exercises/stock?limit=1&search=knee`, { headers: { cookie: session.cookie } });
  await waitForLog(stack.logDir, 'exercises', `"generation":"${generation}"`);
  return Date.now() - started;
}

async function measure(label, stack, pool, session) {
  const [{ n }] = (await pool.query(`select count(*)::int as n from exercises.elements where scope = 'stock'`)).rows;
  console.log(`\n${label}: stock search index of this generation ready ${await indexBuilt(stack, pool, session)} ms after the first search`);
  const sql = await bareSearch(pool);
  const http = await httpSearch(stack.baseUrl, session.cookie);
  const cold = await httpSearch(stack.baseUrl, session.cookie, 'stock', { distinct: true });
  const uncached = await httpSearch(stack.baseUrl, session.cookie, 'all');
  const sample = await fetch(`${stack.baseUrl}/api/clinician/exercises/stock?limit=100&search=shoulder`, { headers: { cookie: session.cookie, 'accept-encoding': 'identity' } });
  const bytes = (await sample.arrayBuffer()).byteLength;
  const zipped = await fetch(`${stack.baseUrl}/api/clinician/exercises/stock?limit=100&search=shoulder`, { headers: { cookie: session.cookie, 'accept-encoding': 'gzip' } });
  const zippedBytes = Number(zipped.headers.get('content-length'));
  report(`${label}: ${n} stock exercises, ${SEARCHES.length} rotating searches, ${connections} connections, ${duration} s each`, [
    ['bare SQL (the service\'s search statement, pg)', sql],
    ['gateway -> NATS -> exercises -> PostgreSQL', http],
    [`same, ${DISTINCT_SEARCHES.length} distinct searches (pages rarely reused)`, cold],
    ['"all" tab, own exercises match: merged every time', uncached],
  ], [
    `p50 ratio (gateway / bare SQL): ${(http.p50 / Math.max(sql.p50, 0.01)).toFixed(2)}x; p99 ratio ${(http.p99 / Math.max(sql.p99, 0.01)).toFixed(2)}x`,
    `throughput ratio (gateway / bare SQL): ${(http.rps / Math.max(sql.rps, 0.01)).toFixed(2)}`,
    `"all" tab p99 / bare SQL p99: ${(uncached.p99 / Math.max(sql.p99, 0.01)).toFixed(2)}x`,
    `a page of 100 results is ${(bytes / 1024).toFixed(0)} KB of JSON (${(zippedBytes / 1024).toFixed(0)} KB as the shared, compressed stock page); stock pages are shared per generation of the stock library, the bare SQL runs every time`,
  ]);
  return { http, cold, uncached };
}

await withBenchStack(async (stack) => {
  const session = await signIn(stack.baseUrl, 'pro');
  await ownExercises(stack.baseUrl, session);
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: connections + 2 });
  try {
    await measure('Stock library', stack, pool, session);

    const started = Date.now();
    const conn = { execute: async (sql, params = []) => (await pool.query(numbered(sql), params)).rows };
    await loadLibrary(conn, new DiskFileStore('/tmp/openset-bench-files'), generatedItems(librarySize), [], { kind: 'stock' });
    console.log(`\nloaded ${librarySize} generated exercises in ${((Date.now() - started) / 1000).toFixed(1)} s (batches of 500)`);

    const big = await measure(`Stock library + ${librarySize} generated`, stack, pool, session);
    const verdict = (r) => `${r.p99 < 25 ? 'met' : 'NOT met'} (p99 ${r.p99} ms)`;
    console.log(`  target: p99 under 25 ms at 10 concurrent searches -> stock tab ${verdict(big.http)}; distinct searches ${verdict(big.cold)}; "all" tab merging own exercises ${verdict(big.uncached)}`);
  } finally {
    await pool.end();
  }
  // Info level for the index's "built" line; no service logs per request at info.
}, { LOG_LEVEL: 'info' });
