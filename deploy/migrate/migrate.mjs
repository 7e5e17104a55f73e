// Runs services' migrations (each service's dist/migrate.js) one service after another, under one
// PostgreSQL advisory lock, so that any number of runs may start at once: the release's Job and
// every new pod's init container (deploy/k8s) all call this, the first does the work, the others
// wait for it and then find nothing left to apply.
//
//   node deploy/migrate/migrate.mjs auth teams exercises ...   (no names: every service built here)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
/** The order the launcher migrates in (deploy/local/stack.mjs SERVICES). */
const ORDER = ['auth', 'teams', 'exercises', 'sets', 'clients', 'outcomes', 'notifications'];
const built = (name) => existsSync(join(root, 'services', name, 'dist', 'migrate.js'));
const named = process.argv.slice(2);
const services = named.length
  ? named
  : [...ORDER, ...readdirSync(join(root, 'services')).filter((name) => !ORDER.includes(name))].filter(built);
const missing = services.filter((name) => !built(name));
if (missing.length) {
  console.error(`no migrations built for ${missing.join(', ')}`);
  process.exit(2);
}

const lock = new pg.Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/openset' });
await lock.connect();
const started = Date.now();
// Held by this connection until it ends, so a run that dies never leaves it taken.
await lock.query("select pg_advisory_lock(hashtext('openset:migrations'))");
const waited = Date.now() - started;
let code = 0;
try {
  for (const name of services) {
    code = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'services', name, 'dist', 'migrate.js')], { stdio: 'inherit' });
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    if (code !== 0) {
      console.error(`migrations of ${name} failed (exit ${code})`);
      break;
    }
  }
} finally {
  await lock.end().catch(() => undefined);
}
if (code === 0) console.log(`migrations done: ${services.join(', ')} (waited ${waited} ms for the lock, ${Date.now() - started} ms in all)`);
process.exit(code);
