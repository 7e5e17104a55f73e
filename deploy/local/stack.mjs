// Starts the whole product on one machine: migrations and seeds, every service, the gateway.
// Used by `npm start`, by the integration/browser test set-up and by the benches.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, ensureNats, ensurePostgres, repoRoot } from './infrastructure.mjs';
import { supervise } from './supervisor.mjs';

/** Every back-end service; the gateway starts last. */
export const SERVICES = ['auth', 'teams', 'exercises', 'sets', 'clients', 'outcomes', 'notifications'];

const distOf = (service, entry) => join(repoRoot, 'services', service, 'dist', `${entry}.js`);

function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForHealth(baseUrl, services, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const json = await res.json();
      const down = services.filter((name) => json.body?.services?.[name]?.status !== 'up');
      if (json.body?.database === 'up' && down.length === 0) return json.body;
      last = `waiting for ${down.join(', ') || 'database'}`;
    } catch (error) {
      last = String(error.message ?? error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`stack did not come up in ${timeoutMs} ms (${last})`);
}

/**
 * @param {object} options
 * @param {string} options.databaseName  database to use (created if missing)
 * @param {number} options.port          gateway port
 * @param {string} [options.postgresUrl] PostgreSQL server to use (else ensurePostgres finds or starts one)
 * @param {string} [options.natsUrl]     NATS server to use (else ensureNats finds or starts one)
 * @param {string} [options.natsPrefix]  NATS subject prefix (isolates parallel stacks)
 * @param {Record<string, number>} [options.copies] copies of a service to run (default 1 each)
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @param {(service: string, copy: number) => Record<string,string>} [options.envFor] and for one copy
 *        of a service (copy 0, 1...): the cluster bench gives each its own NATS server
 * @param {string} [options.logDir]      write each process's output to <logDir>/<name>.log
 * @param {(name: string, line: string) => void} [options.onLine] else receive output lines here
 * @param {(message: string) => void} [options.log]
 */
export async function startStack(options) {
  const log = options.log ?? ((message) => console.log(`[openset] ${message}`));
  const postgres = options.postgresUrl ? { url: options.postgresUrl, stop: async () => undefined, source: 'given' } : await ensurePostgres(log);
  const nats = options.natsUrl ? { url: options.natsUrl, stop: async () => undefined, source: 'given' } : await ensureNats(log);
  const databaseUrl = await ensureDatabase(postgres.url, options.databaseName);
  const natsPrefix = options.natsPrefix ?? 'openset';
  const services = SERVICES.filter((name) => existsSync(distOf(name, 'main')));
  const missing = SERVICES.filter((name) => !services.includes(name));
  if (missing.length) log(`not built, skipped: ${missing.join(', ')} (run npm run build)`);

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    NATS_PREFIX: natsPrefix,
    PORT: String(options.port),
    ...options.env,
  };
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });
  const stdioFor = (name) => {
    if (options.logDir) {
      const file = createWriteStream(join(options.logDir, `${name}.log`), { flags: 'a' });
      return { stdio: ['ignore', 'pipe', 'pipe'], attach: (child) => (child.stdout.pipe(file, { end: false }), child.stderr.pipe(file, { end: false })) };
    }
    return {
      stdio: ['ignore', 'pipe', 'pipe'],
      attach: (child) => {
        for (const stream of [child.stdout, child.stderr]) {
          let buffer = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk) => {
            buffer += chunk;
            const lines = buffer.split('\n');
            buffer = lines.pop();
            for (const line of lines) options.onLine?.(name, line);
          });
        }
      },
    };
  };

  // Migrations first, one service at a time: each owns its own schema, and running them here
  // (not in the services) lets any number of service copies start at once.
  const migrateStarted = Date.now();
  for (const name of services) {
    const io = stdioFor(`${name}-migrate`);
    const child = spawn(process.execPath, ['--enable-source-maps', distOf(name, 'migrate')], { env, stdio: io.stdio, cwd: repoRoot });
    io.attach(child);
    await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrations of ${name} failed (exit ${code})`))));
    });
  }
  log(`migrations and seeds done in ${((Date.now() - migrateStarted) / 1000).toFixed(1)} s (database ${options.databaseName}, ${postgres.source})`);

  // Every process is supervised: one that dies on its own is started again (supervisor.mjs).
  // `copies` runs more than one copy of a service (they share its NATS queue group).
  // OPENSET_NODE_ARGS adds Node flags to every service, for what NODE_OPTIONS refuses
  // (`--cpu-prof --cpu-prof-dir=/tmp/prof`, `--trace-gc`): the service logs are in the log dir.
  // Split on any run of spaces: an empty argument would be taken by Node as the script to run.
  const extraNodeArgs = (process.env.OPENSET_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const names = [...services, 'gateway'].flatMap((service) =>
    Array.from({ length: options.copies?.[service] ?? 1 }, (_, copy) => ({ service, copy, name: copy === 0 ? service : `${service}#${copy + 1}` })),
  );
  const processes = names.map(({ service, copy, name }) => {
    const io = stdioFor(name);
    const processEnv = options.envFor ? { ...env, ...options.envFor(service, copy) } : env;
    return supervise({
      name,
      command: process.execPath,
      args: [...extraNodeArgs, '--enable-source-maps', distOf(service, 'main')],
      spawnOptions: { env: processEnv, stdio: io.stdio, cwd: repoRoot },
      attach: io.attach,
      log,
    });
  });
  const baseUrl = `http://localhost:${options.port}`;

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(processes.map((supervised) => supervised.stop()));
    await nats.stop();
    await postgres.stop();
  };

  try {
    await waitForHealth(baseUrl, services, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl, natsUrl: nats.url, natsPrefix, services, processes, stop };
}

export { runToEnd };
