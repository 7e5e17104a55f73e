// A PostgreSQL primary with a streaming standby, as PostgreSQL documents it (pg_basebackup -R),
// for the cluster bench: commits wait for the standby (synchronous_standby_names = '*'), and
// `failOver()` stops the primary at once (immediate: what a lost machine does) and promotes the
// standby. The services reach the primary through one address, a TCP forwarder that stands for
// the Kubernetes Service CloudNativePG points at the primary (openset-db-rw): after the promotion
// it forwards to the former standby. node-postgres reads one host from a connection string, so a
// second host there would not be tried; this is the address a cluster gives instead.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, appendFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../deploy/local/infrastructure.mjs';

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_basebackup'))) : [];
  const latest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!latest) throw new Error('BENCH_PG_STANDBY needs PostgreSQL server binaries (Debian: postgresql) under /usr/lib/postgresql');
  return join(root, latest, 'bin');
}

export async function primaryWithStandby(log = () => undefined) {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'openset-bench-pgha-'));
  chmodSync(root, 0o755);
  const user = asRoot ? Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()) : null;
  if (asRoot) chownSync(root, user, Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
  // PostgreSQL refuses to run as root: as root, its commands run as the system user postgres.
  const run = (command, args) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { encoding: 'utf8', cwd: root })
      : spawnSync(join(bin, command), args, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const primaryDir = join(root, 'primary');
  const standbyDir = join(root, 'standby');
  const primaryPort = await freePort();
  const standbyPort = await freePort();
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // initdb's pg_hba.conf already lets 127.0.0.1 connect for replication with trust.
  const settings = (port) =>
    [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${root}'`, 'wal_level = replica', 'max_wal_senders = 5', 'max_connections = 300', 'fsync = on'].join('\n');
  appendFileSync(join(primaryDir, 'postgresql.conf'), `\n${settings(primaryPort)}\nsynchronous_standby_names = '*'\nsynchronous_commit = on\n`);
  run('pg_ctl', ['-D', primaryDir, '-l', join(root, 'primary.log'), '-w', 'start']);
  run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast']);
  appendFileSync(join(standbyDir, 'postgresql.conf'), `\nport = ${standbyPort}\n`);
  run('pg_ctl', ['-D', standbyDir, '-l', join(root, 'standby.log'), '-w', 'start']);

  const query = async (port, sql) => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  for (let i = 0; ; i++) {
    const rows = await query(primaryPort, 'select sync_state from pg_stat_replication');
    if (rows.some((row) => row.sync_state === 'sync')) break;
    if (i > 100) throw new Error(`the standby did not become synchronous: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`PostgreSQL primary on ${primaryPort}, synchronous standby on ${standbyPort} (${bin})`);

  // The address of the primary, wherever it is.
  let target = primaryPort;
  const sockets = new Set();
  const forwarder = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.pipe(upstream).pipe(client);
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  const port = await freePort();
  await new Promise((resolve) => forwarder.listen(port, '127.0.0.1', resolve));

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    primaryPort,
    standbyPort,
    query,
    /** Stops the primary at once, promotes the standby, sends new connections to it. */
    async failOver() {
      run('pg_ctl', ['-D', primaryDir, '-m', 'immediate', '-w', 'stop']);
      const downAt = Date.now();
      for (const socket of sockets) socket.destroy();
      run('pg_ctl', ['-D', standbyDir, '-w', 'promote']);
      // Alone now: it copied the primary's synchronous_standby_names, and would hold every commit
      // for a standby it does not have. CloudNativePG does the same with dataDurability: preferred.
      await query(standbyPort, "alter system set synchronous_standby_names = ''");
      await query(standbyPort, 'select pg_reload_conf()');
      target = standbyPort;
      return { downAt, backAt: Date.now() };
    },
    async dispose() {
      await new Promise((resolve) => forwarder.close(resolve));
      for (const socket of sockets) socket.destroy();
      for (const dir of [primaryDir, standbyDir]) {
        try {
          run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}
