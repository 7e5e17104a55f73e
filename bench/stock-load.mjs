// The stock library's load as `migrate` of the exercises service runs it: on a fresh database
// (what every test run and a first start pay) and again on the same database (what every later
// start pays: each source's digest is read and compared, nothing is written). Prints each
// source's time from the service's own log lines and what the library holds: exercises,
// movements (a left and right pair once), the share with a picture, with a photograph and with a
// French title.
//   npm run bench -- stock-load
// Figures in bench/results/stock-load.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase, ensureDatabase, ensurePostgres, repoRoot } from '../deploy/local/infrastructure.mjs';
import { writeResults } from './lib/results.mjs';
import { describeFigures, libraryFigures } from '../services/exercises/dist/stock-library/library-figures.js';

const postgres = await ensurePostgres((message) => console.log(`[postgres] ${message}`));
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const databaseUrl = await ensureDatabase(postgres.url, `openset_bench_load_${runId}`);
const fileStoreDir = mkdtempSync(join(tmpdir(), `openset-bench-load-${runId}-`));

/** One run of the exercises service's migrate: its wall time and its JSON log lines. */
function migrate() {
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, 'services/exercises/dist/migrate.js')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, FILE_STORE_DIR: fileStoreDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`migrate exited with ${code}\n${output.slice(-4000)}`));
      const lines = output.split('\n').flatMap((line) => {
        try {
          return [JSON.parse(line)];
        } catch {
          return [];
        }
      });
      resolve({ ms: Math.round(performance.now() - started), lines });
    });
  });
}

const sources = (lines) =>
  Object.fromEntries(lines.filter((line) => line.source && (line.totalMs !== undefined || line.msg === 'library unchanged')).map((line) => [line.source, line.totalMs ?? line.ms]));

try {
  const cold = await migrate();
  const warm = await migrate();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // The importer's own figures (services/exercises/src/stock-library/library-figures.ts).
  const figures = await libraryFigures({ execute: async (query) => (await pool.query(query)).rows });
  await pool.end();
  const result = { coldMs: cold.ms, warmMs: warm.ms, coldBySource: sources(cold.lines), warmBySource: sources(warm.lines), library: figures };
  console.log(`\nstock load, exercises migrate on a fresh database: ${(cold.ms / 1000).toFixed(1)} s; again, unchanged: ${(warm.ms / 1000).toFixed(1)} s`);
  console.log(`  by source, fresh (ms): ${JSON.stringify(result.coldBySource)}`);
  console.log(`  by source, unchanged (ms): ${JSON.stringify(result.warmBySource)}`);
  console.log(`  ${describeFigures(figures)}`);
  writeResults('stock-load', result);
} finally {
  await dropDatabase(databaseUrl);
  rmSync(fileStoreDir, { recursive: true, force: true });
  await postgres.stop();
}
