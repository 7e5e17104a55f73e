// The exercise browser's search in PostgreSQL on a realistic library: the stock library, 500
// custom exercises of the signed-in clinician and 50,000 custom exercises of 500 other clinicians
// (titles made by recombining real stock titles, a movement's words with another's position or
// equipment, with real instructions). Through the gateway, each pair measured in alternated
// halves (bench/lib/alternated.mjs):
// - the "all" tab searched against the same tab without search words: p50 at most 2x;
// - the typo path (nothing matches as typed, the words are corrected, the search runs again)
//   against the same list: p50 at most 4x;
// - the stock tab searched against the stock tab's list (for reference);
// - the exercises service's resident memory after the same searches with and without the 50,000
//   other clinicians' rows: within 10 % (three fresh processes each, each the median of samples
//   taken under the same requests).
// Beside them, each statement of the service (its own build) for one search, one typo and the
// list, run with EXPLAIN ANALYZE; the plans are printed when a ratio is missed.
//   npm run bench -- exercises-search     (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_FOREIGN)
// Figures in bench/results/exercises-search.json.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { elementListQuerySchema } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { alternated, gatewayGet, timed } from './lib/alternated.mjs';
import { report } from './lib/measure.mjs';
import { writeResults } from './lib/results.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';
import { exercisesData } from '../services/exercises/dist/exercises.data.js';
import { ElementSearch } from '../services/exercises/dist/search/element-search.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const foreignCount = Number(process.env.BENCH_FOREIGN ?? 50_000);
const OWN = 500;
const FOREIGN_OWNERS = 500;
const TARGETS = { search: 2, typo: 4, memory: 1.1 };
const PRO_ID = '00000000-0000-4000-8000-000000000001';

/** What clinicians type: words, a phrase, -word, or, French with and without accents. */
const SEARCHES = [
  'shoulder', 'knee extension', 'hamstring stretch', 'épaule', 'squat', 'rotation externe', 'hip abduction band', 'genou',
  'calf raise', 'bridge', 'plank', 'neck', 'lunge', '"side plank"', 'row -cable', 'bridge or plank', 'cheville', 'wrist',
];
/** Misspelt: none matches as typed (checked before the run), each goes through the correction. */
const TYPOS = ['sholder', 'hamstrng strech', 'elevasion', 'knee extenson', 'squatt', 'bicpes curl', 'chevile', 'shoulder flexoin', 'lunnge', 'plnak'];

const tabPath = (tab, search) => `/api/clinician/exercises${tab === 'all' ? '' : `/${tab}`}${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`;

/** A small seeded generator: the same library on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "Shoulder flexion (sitting, light band)" is the movement "Shoulder flexion" and the qualifier "(sitting, light band)". */
function split(title) {
  const at = title.search(/[(,]/);
  return at < 0 ? { movement: title.trim(), qualifier: '' } : { movement: title.slice(0, at).trim(), qualifier: title.slice(at).trim() };
}

/**
 * Custom exercises as clinicians write them: a stock movement with another stock title's
 * qualifier (position, equipment, side), that movement's real instructions, its category and
 * tags; French where both stock titles have it.
 */
function customRows(stock, count, ownerOf, seed) {
  const pick = random(seed);
  const withQualifier = stock.filter((row) => split(row.title_en).qualifier);
  return Array.from({ length: count }, (_, i) => {
    const base = stock[Math.floor(pick() * stock.length)];
    const other = withQualifier[Math.floor(pick() * withQualifier.length)];
    const en = `${split(base.title_en).movement} ${split(other.title_en).qualifier}`;
    const fr = base.title_fr && other.title_fr ? `${split(base.title_fr).movement} ${split(other.title_fr).qualifier}` : null;
    return {
      owner_id: ownerOf(i),
      title_en: en,
      title_fr: fr,
      instructions_en: base.instructions_en,
      instructions_fr: fr ? base.instructions_fr : null,
      category_id: base.category_id,
      body_regions: base.body_regions,
      equipment: other.equipment,
      position: base.position,
      sort_order: i,
    };
  });
}

async function insertCustom(pool, rows) {
  for (let start = 0; start < rows.length; start += 1000) {
    await pool.query(
      `insert into "exercises"."elements" ("scope", "owner_id", "title_en", "title_fr", "instructions_en", "instructions_fr",
         "category_id", "body_regions", "equipment", "position", "sort_order", "parameters")
       select 'user', r.owner_id, r.title_en, r.title_fr, r.instructions_en, r.instructions_fr, r.category_id, r.body_regions,
         r.equipment, r.position, r.sort_order, '[{"title":"Reps","value":"10"}]'
       from jsonb_to_recordset($1::jsonb) as r(owner_id text, title_en text, title_fr text, instructions_en text,
         instructions_fr text, category_id uuid, body_regions text[], equipment text[], position text, sort_order float8)`,
      [JSON.stringify(rows.slice(start, start + 1000))],
    );
  }
  // What autovacuum does after a bulk insert: statistics, and the GIN indexes' pending lists merged.
  await pool.query('vacuum analyze "exercises"."elements"');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resident memory of a process, from /proc (kB). */
function rssKiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.match(/\d+/)[0]);
}

/** Searches as typed must match, typos must not: else a case would not measure what it says. */
async function checkTerms(pool) {
  const matching = async (text) =>
    (await pool.query(
      `select count(*)::int as n from "exercises"."elements" e
       where e."search_en" @@ websearch_to_tsquery('exercises.en', $1) or e."search_fr" @@ websearch_to_tsquery('exercises.fr', $1)`,
      [text],
    )).rows[0].n;
  for (const text of SEARCHES) if ((await matching(text)) === 0) throw new Error(`"${text}" matches nothing: not a search case`);
  for (const text of TYPOS) if ((await matching(text)) > 0) throw new Error(`"${text}" matches as typed: not a typo case`);
}

/**
 * The statements the service's own search (its build) sends for a page of the "all" tab, run
 * with EXPLAIN ANALYZE on the bench's database: execution time per statement, and the plans.
 */
async function explained(databaseUrl, pool, search) {
  const orm = await MikroORM.init(ormOptions(exercisesData, { clientUrl: databaseUrl, pool: { min: 0, max: 1 } }));
  const connection = orm.em.getConnection();
  const sent = [];
  const execute = connection.execute.bind(connection);
  connection.execute = (query, params = [], ...rest) => {
    sent.push(connection.prepareQuery(query, params).formatted);
    return execute(query, params, ...rest);
  };
  try {
    const viewer = { accountId: PRO_ID, teamId: null, orgId: null, exercises: { team: false, org: false }, folders: { team: false, org: false } };
    await new ElementSearch(orm.em.fork()).page('all', viewer, PRO_ID, elementListQuerySchema.parse(search === undefined ? {} : { search }), 'en');
    const statements = [];
    for (const statement of sent) {
      const plan = (await pool.query(`explain (analyze, buffers) ${statement}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
      statements.push({ executionMs: Number(plan.match(/Execution Time: ([\d.]+)/)[1]), plan });
    }
    return statements;
  } finally {
    await orm.close(true);
  }
}

await withBenchStack(async (stack) => {
  const session = await signIn(stack.baseUrl, 'pro');
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const exercises = stack.processes.find((process) => process.name === 'exercises');
  const get = (paths) => gatewayGet(stack.baseUrl, agent, session.cookie, paths);
  const list = get([tabPath('all')]);
  const search = get(SEARCHES.map((text) => tabPath('all', text)));
  const typo = get(TYPOS.map((text) => tabPath('all', text)));
  /**
   * The service's resident memory under the same requests, in a process of the same age: the
   * exercises service is started again (the stack's supervisor restarts it), warmed up by one
   * round of the requests, then sampled every second through a second round; the median sample
   * (one reading moves with where the garbage collector happens to be).
   */
  const memoryUnderLoad = async () => {
    const before = exercises.child;
    before.kill('SIGTERM');
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error('the exercises service did not come back within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (exercises.child !== before && (await fetch(`${stack.baseUrl}${tabPath('all')}`, { headers: { cookie: session.cookie } })).status === 200) break;
    }
    for (const load of [list, search, typo]) await timed(load, 3, connections);
    const samples = [];
    const sampler = setInterval(() => samples.push(rssKiB(exercises.child.pid)), 1000);
    for (const load of [list, search, typo]) await timed(load, 5, connections);
    clearInterval(sampler);
    return median(samples);
  };
  /** Each condition in three fresh processes: one process's memory moves by 10 to 15 % from the next one's. */
  const memoryOfThree = async () => {
    const processes = [];
    for (let i = 0; i < 3; i++) processes.push(await memoryUnderLoad());
    return { medianKiB: median(processes), processesKiB: processes };
  };
  try {
    const stock = (await pool.query(
      `select "title_en", "title_fr", "instructions_en", "instructions_fr", "category_id", "body_regions", "equipment", "position"
       from "exercises"."elements" where "scope" = 'stock' and "stack_id" is null order by "id"`,
    )).rows;
    await insertCustom(pool, customRows(stock, OWN, () => PRO_ID, 1));
    console.log(`library: ${stock.length} stock exercises, ${OWN} of the signed-in clinician`);
    await checkTerms(pool);
    const memoryWithout = await memoryOfThree();

    const owners = Array.from({ length: FOREIGN_OWNERS }, (_, k) => `bench-clinician-${String(k).padStart(3, '0')}`);
    let started = Date.now();
    await insertCustom(pool, customRows(stock, foreignCount, (i) => owners[i % owners.length], 2));
    console.log(`+ ${foreignCount} custom exercises of ${FOREIGN_OWNERS} other clinicians in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await checkTerms(pool);
    const memoryWith = await memoryOfThree();

    started = Date.now();
    const [listForSearch, searched] = await alternated(list, search, { seconds: duration, connections });
    const [listForTypo, typos] = await alternated(list, typo, { seconds: duration, connections });
    const [stockList, stockSearch] = await alternated(get([tabPath('stock')]), get(SEARCHES.map((text) => tabPath('stock', text))), { seconds: duration, connections });
    console.log(`measured in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const plans = {
      list: await explained(stack.databaseUrl, pool, undefined),
      search: await explained(stack.databaseUrl, pool, SEARCHES[0]),
      typo: await explained(stack.databaseUrl, pool, TYPOS[0]),
    };
    const ratio = (a, b) => Math.round((a.p50 / b.p50) * 100) / 100;
    const figures = {
      searchRatio: ratio(searched, listForSearch),
      typoRatio: ratio(typos, listForTypo),
      stockRatio: ratio(stockSearch, stockList),
      memoryRatio: Math.round((memoryWith.medianKiB / memoryWithout.medianKiB) * 1000) / 1000,
    };
    const met = {
      search: figures.searchRatio <= TARGETS.search,
      typo: figures.typoRatio <= TARGETS.typo,
      memory: Math.abs(figures.memoryRatio - 1) <= TARGETS.memory - 1,
    };
    report(`"all" tab of a clinician: ${stock.length} stock + ${OWN} own exercises, ${foreignCount} of others, ${connections} connections, ${duration} s a case (alternated halves)`, [
      ['list without search words', listForSearch],
      [`search, ${SEARCHES.length} rotating`, searched],
      ['list without search words (beside the typos)', listForTypo],
      [`typo path, ${TYPOS.length} rotating`, typos],
      ['stock tab: list without search words', stockList],
      [`stock tab: search, ${SEARCHES.length} rotating`, stockSearch],
    ], [
      `search / list p50: ${figures.searchRatio}x (target at most ${TARGETS.search}x: ${met.search ? 'met' : 'NOT met'})`,
      `typo path / list p50: ${figures.typoRatio}x (target at most ${TARGETS.typo}x: ${met.typo ? 'met' : 'NOT met'})`,
      `stock tab search / list p50: ${figures.stockRatio}x`,
      `exercises service RSS (median of three fresh processes): ${memoryWithout.medianKiB} kB without the others' rows (${memoryWithout.processesKiB.join(', ')}), ${memoryWith.medianKiB} kB with them (${memoryWith.processesKiB.join(', ')}): ${figures.memoryRatio} (target within 10 %: ${met.memory ? 'met' : 'NOT met'})`,
      `EXPLAIN ANALYZE, "all" tab: list ${plans.list.map((s) => s.executionMs).join(' + ')} ms; "${SEARCHES[0]}" ${plans.search.map((s) => s.executionMs).join(' + ')} ms; "${TYPOS[0]}" ${plans.typo.map((s) => s.executionMs).join(' + ')} ms`,
    ]);
    if (!met.search) console.log(`\nthe search's plan ("${SEARCHES[0]}"):\n${plans.search[0].plan}`);
    if (!met.typo) for (const [i, statement] of plans.typo.entries()) console.log(`\nthe typo path's statement ${i + 1} ("${TYPOS[0]}"):\n${statement.plan}`);
    writeResults('exercises-search', {
      library: { stock: stock.length, own: OWN, foreign: foreignCount, foreignClinicians: FOREIGN_OWNERS },
      connections,
      seconds: duration,
      searches: SEARCHES,
      typos: TYPOS,
      allTab: { list: listForSearch, search: searched, listBesideTypos: listForTypo, typo: typos },
      stockTab: { list: stockList, search: stockSearch },
      ratios: figures,
      targets: TARGETS,
      met,
      memory: { withoutForeign: memoryWithout, withForeign: memoryWith },
      explainMs: Object.fromEntries(Object.entries(plans).map(([name, statements]) => [name, statements.map((s) => s.executionMs)])),
    });
  } finally {
    agent.destroy();
    await pool.end();
  }
});
