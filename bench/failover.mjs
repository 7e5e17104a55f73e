// `npm run bench -- failover`: a stack of its own on a NATS server and a PostgreSQL of its own, with
// two copies of the exercises service, under a steady load of reads (GET folders as `pro`) and
// writes (POST a folder with a unique title as `trial`). In turn: one copy stopped (SIGTERM), one
// copy killed (SIGKILL), NATS restarted, PostgreSQL restarted. Each write is read back afterwards:
// lost (answered success, not there), duplicated (there twice), or applied although an error was
// answered (an honest "unknown outcome" of a write whose copy died with it in hand). The read-back
// pages through the writer's whole folder list; a write answered success and not read back fails
// the bench (exit code 1). Figures: bench/results/failover.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { everyPage } from './lib/every-page.mjs';
import { ownNatsServer, ownPostgres } from './lib/restartable.mjs';
import { writeResults } from './lib/results.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';

const READERS = Number(process.env.BENCH_READERS ?? 6);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 2);
const BEFORE_MS = 2_000;
const AFTER_MS = Number(process.env.BENCH_AFTER_MS ?? 6_000);
const DOWN_MS = 3_000;
const FOLDERS = '/api/clinician/exercises/folders';

const nats = await ownNatsServer();
const postgres = await ownPostgres();
const rows = [];
try {
  await withBenchStack(
    async (stack) => {
      const reader = await signIn(stack.baseUrl, 'pro');
      const writer = await signIn(stack.baseUrl, 'trial');
      const copy = () => stack.processes.find((p) => p.name === 'exercises#2');

      rows.push(await scenario(stack, reader, writer, 'one copy stopped (SIGTERM)', async () => void copy().child.kill('SIGTERM')));
      await sleep(3_000);
      rows.push(await scenario(stack, reader, writer, 'one copy killed (SIGKILL)', async () => void copy().child.kill('SIGKILL')));
      await sleep(3_000);
      rows.push(await scenario(stack, reader, writer, 'NATS restarted', () => downAndBack(nats)));
      await sleep(3_000);
      rows.push(await scenario(stack, reader, writer, 'PostgreSQL restarted', () => downAndBack(postgres)));
    },
    { LOG_LEVEL: 'warn' },
    { postgresUrl: postgres.url, natsUrl: nats.url, copies: { exercises: 2 } },
  );
} finally {
  await nats.stop().catch(() => undefined);
  await postgres.dispose();
}
const targets = print(rows);
writeResults('failover', {
  settings: { readers: READERS, writers: WRITERS, beforeMs: BEFORE_MS, afterMs: AFTER_MS, downMs: DOWN_MS },
  scenarios: rows.map(({ eventAt: _eventAt, ...row }) => row),
  targets,
});
const lost = rows.filter((row) => row.lost > 0);
if (lost.length > 0) {
  console.error(`FAILED: writes answered success and not read back: ${lost.map((row) => `${row.name} ${row.lost} of ${row.writesOk}`).join(', ')}`);
  process.exitCode = 1;
}

/** Stops a server, waits, starts it again; answers when it was down and back. */
async function downAndBack(server) {
  await server.stop();
  const downAt = Date.now();
  await sleep(DOWN_MS);
  await server.start();
  return { downAt, backAt: Date.now() };
}

async function scenario(stack, reader, writer, name, event) {
  const calls = [];
  const retriedBefore = retriedLines(stack);
  let stopLoad = false;
  let seq = 0;
  // Titles unique across scenarios and runs, so a write read back is this write.
  const runTag = `${name.replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const loop = async (kind) => {
    while (!stopLoad) {
      const call = { kind, startedAt: Date.now(), title: kind === 'write' ? `${runTag}-${++seq}` : null };
      try {
        const res = await (kind === 'read'
          ? fetch(`${stack.baseUrl}${FOLDERS}`, { headers: { cookie: reader.cookie }, signal: AbortSignal.timeout(30_000) })
          : fetch(`${stack.baseUrl}${FOLDERS}`, {
              method: 'POST',
              headers: { cookie: writer.cookie, 'x-csrf-token': writer.csrfToken, 'content-type': 'application/json' },
              body: JSON.stringify({ title: call.title }),
              signal: AbortSignal.timeout(30_000),
            }));
        call.status = res.status;
        await res.arrayBuffer();
      } catch (error) {
        call.status = `network: ${error.name}`;
      }
      call.endedAt = Date.now();
      call.ok = call.status === 200;
      calls.push(call);
      if (!call.ok) await sleep(50);
    }
  };
  const loops = [...Array.from({ length: READERS }, () => loop('read')), ...Array.from({ length: WRITERS }, () => loop('write'))];
  await sleep(BEFORE_MS);
  const eventAt = Date.now();
  const times = (await event()) ?? {};
  await sleep(AFTER_MS);
  stopLoad = true;
  await Promise.all(loops);

  // Read every write back: the writer's whole list, page after page.
  const list = await readEveryFolder(stack, writer);
  const count = new Map();
  for (const folder of list) count.set(folder.title, (count.get(folder.title) ?? 0) + 1);
  const writes = calls.filter((c) => c.kind === 'write');
  const reads = calls.filter((c) => c.kind === 'read');
  const backAt = times.backAt;
  // Back: the first answer after the server's return (calls sent while it was down count too).
  const firstOkAfterBack = backAt ? calls.filter((c) => c.ok && c.endedAt >= backAt).sort((a, b) => a.endedAt - b.endedAt)[0] : null;
  return {
    name,
    sent: calls.length,
    readsFailed: reads.filter((c) => !c.ok).length,
    writes: writes.length,
    writesOk: writes.filter((c) => c.ok).length,
    writesFailed: writes.filter((c) => !c.ok).length,
    readBack: writes.filter((c) => c.ok && count.get(c.title)).length,
    failedAfterBack: backAt ? calls.filter((c) => !c.ok && c.startedAt >= backAt + 0).length : null,
    recoveredMs: firstOkAfterBack ? firstOkAfterBack.endedAt - backAt : null,
    downMs: backAt ? backAt - times.downAt : null,
    retried: retriedLines(stack) - retriedBefore,
    lost: writes.filter((c) => c.ok && !count.get(c.title)).length,
    duplicated: writes.filter((c) => (count.get(c.title) ?? 0) > 1).length,
    appliedThoughRefused: writes.filter((c) => !c.ok && count.get(c.title) === 1).length,
    statuses: summarise(calls.filter((c) => !c.ok).map((c) => String(c.status))),
    eventAt,
  };
}

/** Every one of the writer's folders, page after page, once the stack answers again. */
async function readEveryFolder(stack, writer) {
  let lastError = null;
  for (let i = 0; i < 100; i++) {
    try {
      return await everyPage(async ({ skip, limit }) => {
        const res = await fetch(`${stack.baseUrl}${FOLDERS}?skip=${skip}&limit=${limit}`, { headers: { cookie: writer.cookie } });
        if (!res.ok) throw new Error(`GET ${FOLDERS}: ${res.status}`);
        return (await res.json()).body;
      });
    } catch (error) {
      lastError = error;
      await sleep(200);
    }
  }
  throw new Error(`the folders could not be read back: ${lastError?.message}`);
}

function retriedLines(stack) {
  try {
    return readFileSync(join(stack.logDir, 'gateway.log'), 'utf8').split('\n').filter((line) => line.includes('"rpc retried"')).length;
  } catch {
    return 0;
  }
}

function summarise(values) {
  return [...new Set(values)].map((value) => `${value} x${values.filter((v) => v === value).length}`).join(', ') || '-';
}

function print(results) {
  const header = ['event', 'calls', 'failed reads', 'writes ok', 'read back', 'failed writes', 'retried', 'lost', 'duplicated', 'applied though refused', 'down', 'failed after return', 'service back after return', 'failures seen'];
  const lines = results.map((r) => [
    r.name,
    r.sent,
    r.readsFailed,
    r.writesOk,
    r.readBack,
    r.writesFailed,
    r.retried,
    r.lost,
    r.duplicated,
    r.appliedThoughRefused,
    r.downMs === null ? '-' : `${(r.downMs / 1000).toFixed(1)} s`,
    r.failedAfterBack ?? '-',
    r.recoveredMs === null ? '-' : `${r.recoveredMs} ms`,
    r.statuses,
  ]);
  console.log(`\nfailover: ${READERS} readers + ${WRITERS} writers, ${BEFORE_MS / 1000} s before each event, ${AFTER_MS / 1000} s after\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  const [term, kill, natsRow, pgRow] = results;
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const targets = {
    'SIGTERM of one copy: 0 failed calls': term.readsFailed + term.writesFailed === 0,
    'SIGKILL of one copy: 0 failed reads, writes applied once or refused (0 lost, 0 duplicated)': kill.readsFailed === 0 && kill.lost === 0 && kill.duplicated === 0,
    'NATS restart: failures only while down, back within 2 s, 0 lost or duplicated':
      natsRow.failedAfterBack === 0 && natsRow.recoveredMs !== null && natsRow.recoveredMs <= 2000 && natsRow.lost + natsRow.duplicated === 0,
    'PostgreSQL restart: failures only while down, back within 2 s, 0 lost or duplicated':
      pgRow.failedAfterBack === 0 && pgRow.recoveredMs !== null && pgRow.recoveredMs <= 2000 && pgRow.lost + pgRow.duplicated === 0,
  };
  console.log(`\ntargets:\n${Object.entries(targets).map(([target, met]) => `- ${target}: ${verdict(met)}`).join('\n')}`);
  return Object.entries(targets).map(([target, met]) => ({ target, met }));
}
