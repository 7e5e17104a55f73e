// The clinical query panel (services/exercises/test/clinical-queries.json): for each query a
// clinician types by condition, abbreviation or region, in English or French, the share of the
// first 10 results of the stock tab whose body regions include the expected region, and the
// average (target at least 0.8). The search is the exercises service's own (its build), on a
// fresh stack's database holding the stock library as migrate loads it; each query's time in
// PostgreSQL beside it (median of 5 runs).
//   npm run bench -- clinical-queries
// Figures in bench/results/clinical-queries.json.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { elementListQuerySchema } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { readClinical } from '@openset/exercise-library';
import { writeResults } from './lib/results.mjs';
import { withBenchStack } from './lib/stack.mjs';
import { exercisesData } from '../services/exercises/dist/exercises.data.js';
import { ElementSearch } from '../services/exercises/dist/search/element-search.js';

const FIRST = 10;
const TARGET = 0.8;
const RUNS = 5;
const PRO_ID = '00000000-0000-4000-8000-000000000001';
const { queries } = JSON.parse(readFileSync(new URL('../services/exercises/test/clinical-queries.json', import.meta.url), 'utf8'));

await withBenchStack(async (stack) => {
  const orm = await MikroORM.init(ormOptions(exercisesData, { clientUrl: stack.databaseUrl, pool: { min: 0, max: 2 } }));
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  try {
    const rows = [];
    for (const { query, lang, region } of queries) {
      const search = new ElementSearch(orm.em.fork());
      const times = [];
      let page;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        page = await search.page('stock', null, PRO_ID, elementListQuerySchema.parse({ search: query, limit: FIRST }), lang);
        times.push(performance.now() - started);
      }
      const ids = page.rows.map((row) => row.id);
      const regions = new Map((await pool.query(`select "id", "body_regions" from "exercises"."elements" where "id" = any($1::uuid[])`, [ids])).rows.map((row) => [row.id, row.body_regions]));
      const inRegion = ids.filter((id) => regions.get(id)?.includes(region)).length;
      const titles = page.rows.map((row) => (lang === 'fr' ? (row.title_fr ?? row.title_en) : row.title_en));
      rows.push({
        query,
        lang,
        region,
        read: readClinical(query)?.regions ?? null,
        share: inRegion / FIRST,
        total: page.total,
        ms: Number(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)].toFixed(1)),
        first: titles.slice(0, 3),
      });
    }
    const average = rows.reduce((sum, row) => sum + row.share, 0) / rows.length;
    console.log(`\nshare of the first ${FIRST} results in the expected region, ${rows.length} queries (stock tab)`);
    console.log('share  lang  query                          region         ms     first result');
    for (const row of rows) console.log(`${row.share.toFixed(1).padStart(5)}  ${row.lang.padEnd(4)}  ${row.query.padEnd(30)} ${row.region.padEnd(14)} ${String(row.ms).padStart(6)}  ${row.first[0] ?? '(nothing)'}`);
    console.log(`average ${average.toFixed(3)} (target ${TARGET}: ${average >= TARGET ? 'met' : 'missed'})`);
    writeResults('clinical-queries', { first: FIRST, target: TARGET, average, met: average >= TARGET, queries: rows });
  } finally {
    await pool.end();
    await orm.close(true);
  }
});
