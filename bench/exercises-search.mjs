// Exercise browser search: GET /api/clinician/exercises/stock?search=... through the gateway,
// beside two baselines measured in the same run: the same tab's list without search words (the
// same path, a plain SQL page: what any page costs), and the search index alone in this process
// (the engine's own share). Over the stock library, then over a generated library of 60,000 more.
//   npm run bench -- exercises-search        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_LIBRARY_SIZE)
import autocannon from 'autocannon';
import pg from 'pg';
import { directLoad, report } from './lib/measure.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';
import { ElementSearchIndex } from '../services/exercises/dist/search/engine/element-search-index.js';
import { parseSearchText } from '../services/exercises/dist/search/engine/search-text.js';
import { SEARCH_COLUMNS } from '../services/exercises/dist/elements/element-row.js';
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
 * autocannon rotating through the searches, latency in ms and requests per second. `tab` `stock`
 * searches the stock library; `all` also the clinician's own exercises (who match here). Every
 * request is searched: nothing is cached between requests. `search: null` lists the tab without
 * search words (the baseline).
 */
async function httpSearch(baseUrl, cookie, tab = 'stock', { distinct = false, search = true } = {}) {
  let next = 0;
  // Distinct searches: 720 phrases a clinician might type (body part, movement, position).
  const searchAt = (n) => (distinct ? DISTINCT_SEARCHES[n % DISTINCT_SEARCHES.length] : SEARCHES[n % SEARCHES.length]);
  const query = () => (search ? `&search=${encodeURIComponent(searchAt(next++))}` : '');
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
            path: `/api/clinician/exercises${tab === 'all' ? '' : `/${tab}`}?limit=100${query()}`,
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

/** A statement with MikroORM's `?` placeholders as pg's `$n`. */
function numbered(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * The engine alone: the service's index class built here from the same rows, searched by
 * `connections` callers in turn (one thread, as in the service). Build time included.
 */
async function engineSearch(pool) {
  const started = Date.now();
  const index = new ElementSearchIndex(0);
  for (const row of (await pool.query(`select ${SEARCH_COLUMNS} from exercises.elements e`)).rows) index.upsert(row);
  const buildMs = Date.now() - started;
  const searching = async (searches) => {
    let next = 0;
    return directLoad(
      async () => {
        const text = parseSearchText(searches[next++ % searches.length]);
        // As the stock tab asks: one row per movement.
        index.search({ text, lang: 'en', accept: (e) => e.row.scope === 'stock' && e.row.stack_id === null, skip: 0, limit: 100, group: true });
      },
      { connections: 1, duration: Math.min(duration, 5) },
    );
  };
  return { rotating: await searching(SEARCHES), distinct: await searching(DISTINCT_SEARCHES), buildMs, size: index.size };
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

/** The first search after a change: the service catches its index up before answering. */
async function firstSearch(stack, session) {
  const started = Date.now();
  const res = await fetch(`${stack.baseUrl}/api/clinician/exercises/stock?limit=1&search=knee`, { headers: { cookie: session.cookie } });
  if (res.status !== 200) throw new Error(`first search failed: ${res.status}`);
  return Date.now() - started;
}

async function measure(label, stack, pool, session) {
  const [{ n }] = (await pool.query(`select count(*)::int as n from exercises.elements where scope = 'stock'`)).rows;
  console.log(`\n${label}: first search answered in ${await firstSearch(stack, session)} ms (the index catching up included)`);
  const list = await httpSearch(stack.baseUrl, session.cookie, 'stock', { search: false });
  const engine = await engineSearch(pool);
  const http = await httpSearch(stack.baseUrl, session.cookie);
  const distinct = await httpSearch(stack.baseUrl, session.cookie, 'stock', { distinct: true });
  const all = await httpSearch(stack.baseUrl, session.cookie, 'all');
  report(`${label}: ${n} stock exercises, ${connections} connections, ${duration} s each`, [
    ['baseline: stock list without search words (gateway -> NATS -> exercises -> PostgreSQL)', list],
    [`engine alone, one caller, ${SEARCHES.length} rotating searches (index of ${engine.size} built in ${engine.buildMs} ms)`, engine.rotating],
    [`engine alone, one caller, ${DISTINCT_SEARCHES.length} distinct searches`, engine.distinct],
    [`stock tab search, ${SEARCHES.length} rotating searches`, http],
    [`stock tab search, ${DISTINCT_SEARCHES.length} distinct searches`, distinct],
    ['"all" tab search, own exercises match', all],
  ], [
    `p50 ratio (stock search / list without search): ${(http.p50 / Math.max(list.p50, 0.01)).toFixed(2)}x; p99 ratio ${(http.p99 / Math.max(list.p99, 0.01)).toFixed(2)}x`,
    `throughput ratio (stock search / list without search): ${(http.rps / Math.max(list.rps, 0.01)).toFixed(2)}`,
  ]);
  return { http, distinct, all };
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
    console.log(`  target: p99 under 25 ms at 10 concurrent searches -> stock tab ${verdict(big.http)}; distinct searches ${verdict(big.distinct)}; "all" tab with own exercises ${verdict(big.all)}`);
  } finally {
    await pool.end();
  }
});
