// `npm run bench -- cluster`: the engines of deploy/k8s on this machine. Three nats-servers
// clustered over loopback with JetStream (streams and buckets with JETSTREAM_REPLICAS=3), two
// copies of every service spread over the three servers (the two copies of a service always on
// two different ones, the gateway on the first), PostgreSQL as the failover bench has it (one of
// its own). A queue group spans the cluster: a copy takes its share wherever the caller is
// connected (the spread lines show what each copy was handed).
//
// Under a steady load (reads of exercise folders and of clients; writes: new clients, each
// recording a `clients.clientCreated` event through the outbox into the events stream; a set
// e-mailed to its client again and again, through the mail stream to a local mail catcher), in turn:
// a steady window (the spread), one NATS server that leads no stream stopped and started, one
// copy of the clients service killed (SIGKILL), and the server that leads the events stream
// stopped and started. Each write is read back afterwards (the writer's whole client list) and
// each written client's event looked for in the stream, each e-mail in the catcher: lost or
// duplicated. A failed call must
// be answered ERRUNAVAILABLE, never a hang. "Whole again": from the event until every copy of
// that service is subscribed to its subjects again, on whichever server.
// With BENCH_PG_STANDBY=1, PostgreSQL is a primary with a synchronous streaming standby
// (bench/lib/standby.mjs) and a last event stops the primary at once and promotes the standby
// under the load: what was acknowledged before and is not there after is what the failover lost.
// Figures: bench/results/cluster.json. Exit code 1 when a write or an event was lost.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { eventsStreamName } from '@openset/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMailCatcher } from '../deploy/local/mail-catcher.mjs';
import { SERVICES } from '../deploy/local/stack.mjs';
import { newClinicians } from './lib/accounts.mjs';
import { everyPage } from './lib/every-page.mjs';
import { ownNatsCluster, ownPostgres, waitForJetStream } from './lib/restartable.mjs';
import { writeResults } from './lib/results.mjs';
import { primaryWithStandby } from './lib/standby.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';

const READERS = Number(process.env.BENCH_READERS ?? 4);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 2);
/** Loops e-mailing a set to its client (PUT /sets/{id}/email), each e-mail read back from the catcher. */
const MAILERS = Number(process.env.BENCH_MAILERS ?? 1);
const BEFORE_MS = 3_000;
const AFTER_MS = Number(process.env.BENCH_AFTER_MS ?? 10_000);
const DOWN_MS = 3_000;
const COPIES = 2;
const CALL_TIMEOUT_MS = 30_000;
/** A call slower than this counts as a hang, whatever it answered. */
const HANG_MS = 15_000;
/**
 * The spread target is judged where a service was handed this many messages: with fewer, a fair
 * split itself falls outside 40-60 % too often (73 messages: 1 run in 12); with 400 or more, less
 * than 1 in 10,000. Smaller shares are printed all the same.
 */
const SPREAD_JUDGED_FROM = 400;
const FOLDERS = '/api/clinician/exercises/folders';
const CLIENTS = '/api/clinician/clients';

const servers = await ownNatsCluster(3);
const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
const STANDBY = process.env.BENCH_PG_STANDBY === '1';
const postgres = STANDBY ? await primaryWithStandby((message) => console.log(`[bench] ${message}`)) : await ownPostgres();
const natsUrl = servers.map((server) => server.url).join(',');
const rows = [];
let spread = [];
let streamInfo = null;
try {
  await withBenchStack(
    async (stack) => {
      const reader = await signIn(stack.baseUrl, 'pro');
      const [writer] = await newClinicians(stack, 1);
      const nc = await connect({ servers: servers.map((server) => server.url), maxReconnectAttempts: -1, reconnectTimeWait: 250 });
      const stream = eventsStreamName(stack.natsPrefix);
      const leaderOf = async () => (await (await jetstreamManager(nc)).streams.info(stream)).cluster?.leader;
      // The outbox makes the stream at a service's first publish: one write makes sure it is there.
      await createClient(stack, writer.session, `warmup-${Date.now().toString(36)}`);
      for (let i = 0; i < 100 && !(await leaderOf().catch(() => null)); i++) await sleep(100);
      const info = await (await jetstreamManager(nc)).streams.info(stream);
      streamInfo = { name: stream, replicas: info.config.num_replicas, leader: info.cluster?.leader, followers: info.cluster?.replicas?.map((r) => r.name) };
      console.log(`events stream ${stream}: ${streamInfo.replicas} replicas, leader ${streamInfo.leader}, followers ${streamInfo.followers?.join(', ')}`);

      // The set the mailers send, to a client of the writer's.
      const mailClient = await (await createClient(stack, writer.session, `mail-${Date.now().toString(36)}`)).json();
      const mailSet = await postJson(stack, writer.session, '/api/clinician/sets', { type: 'clientSet', clientId: mailClient.body.client.id, savename: 'Cluster', title: 'Cluster' });
      const context = { stack, reader, writer, nc, stream, mailSetId: mailSet.id };
      const steady = await scenario(context, 'steady (no event)', async () => ({}));
      rows.push(steady);
      spread = steady.spread;
      await sleep(2_000);

      const leader = await leaderOf();
      const follower = servers.find((server) => server.name !== leader && server.name !== 'n1') ?? servers.find((server) => server.name !== leader);
      rows.push(await scenario(context, `NATS server ${follower.name} (no stream leader) stopped, started`, () => downAndBack(follower)));
      await waitForJetStream(servers);
      await sleep(3_000);

      rows.push(
        await scenario(context, 'one copy of clients killed (SIGKILL)', async () => {
          stack.processes.find((p) => p.name === 'clients#2').child.kill('SIGKILL');
          return {};
        }),
      );
      await sleep(3_000);

      const leaderName = await leaderOf();
      const leading = servers.find((server) => server.name === leaderName);
      rows.push(
        await scenario(context, `NATS server ${leading.name} (events stream leader) stopped, started`, async () => {
          const times = await downAndBack(leading);
          return { ...times, newLeader: await leaderOf().catch(() => null) };
        }),
      );
      if (STANDBY) {
        await sleep(3_000);
        rows.push(await scenario(context, 'PostgreSQL primary stopped, standby promoted', () => postgres.failOver()));
      }
      await nc.close();
    },
    { LOG_LEVEL: 'warn', JETSTREAM_REPLICAS: '3', SMTP_URL: catcher.smtpUrl, SET_EMAIL_DAILY_MAX: '1000000' },
    {
      postgresUrl: postgres.url,
      natsUrl: servers[0].url,
      copies: Object.fromEntries(SERVICES.map((service) => [service, COPIES])),
      // The gateway and the migrations on n1; the copies of the i-th service on servers i and
      // i + 1 (modulo 3). Each process is given its own server only: it learns the others from
      // the cluster and moves to one of them when its own stops.
      envFor: (service, copy) => ({ NATS_URL: service === 'gateway' ? servers[0].url : servers[(SERVICES.indexOf(service) + copy) % servers.length].url }),
    },
  );
} finally {
  await Promise.all(servers.map((server) => server.dispose()));
  await postgres.dispose();
  await catcher.stop();
}

const targets = print(rows, spread);
writeResults('cluster', {
  settings: { readers: READERS, writers: WRITERS, mailers: MAILERS, beforeMs: BEFORE_MS, afterMs: AFTER_MS, downMs: DOWN_MS, natsServers: servers.length, copies: COPIES, jetStreamReplicas: 3, natsUrl, postgresStandby: STANDBY },
  stream: streamInfo,
  spread,
  scenarios: rows.map(({ spread: _spread, ...row }) => row),
  targets,
});
if (rows.some((row) => row.lost + row.eventsLost + row.mailsLost > 0)) {
  console.error('FAILED: a write answered success, or its event, was not found afterwards');
  process.exitCode = 1;
}

async function downAndBack(server) {
  await server.stop();
  const downAt = Date.now();
  await sleep(DOWN_MS);
  await server.start();
  return { downAt, backAt: Date.now() };
}

async function postJson(stack, session, path, body) {
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.status !== 'success') throw new Error(`POST ${path}: ${JSON.stringify(json.error)}`);
  return json.body;
}

function createClient(stack, session, tag) {
  return fetch(`${stack.baseUrl}${CLIENTS}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: 'Cluster', lastname: tag, email: `${tag}@example.test` }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
}

/** Every service copy's server connection, on every running server: name, delivered messages, subjects. */
async function connections(prefix) {
  const found = [];
  for (const server of servers.filter((s) => s.running)) {
    try {
      const res = await fetch(`${server.monitorUrl}/connz?subs=1&limit=1024`, { signal: AbortSignal.timeout(1_000) });
      const connz = await res.json();
      for (const conn of connz.connections ?? []) {
        const [role] = String(conn.name ?? '').split('@');
        if (!SERVICES.includes(role)) continue;
        if (!(conn.subscriptions_list ?? []).includes(`${prefix}.${role}.health`)) continue;
        found.push({ service: role, name: conn.name, server: server.name, outMsgs: conn.out_msgs });
      }
    } catch {
      // A server going down between the check and the call.
    }
  }
  return found;
}

async function scenario({ stack, reader, writer, nc, stream, mailSetId }, name, event) {
  console.log(`[bench] ${name}`);
  const calls = [];
  let stopLoad = false;
  let seq = 0;
  const runTag = `c${Date.now().toString(36)}`;
  const loop = async (kind) => {
    let turn = 0;
    while (!stopLoad) {
      const call = { kind, startedAt: Date.now(), tag: kind === 'read' ? null : `${runTag}x${++seq}` };
      try {
        const res =
          kind === 'write'
            ? await createClient(stack, writer.session, call.tag)
            : kind === 'mail'
              ? await fetch(`${stack.baseUrl}/api/clinician/sets/${mailSetId}/email`, {
                  method: 'PUT',
                  headers: { cookie: writer.session.cookie, 'x-csrf-token': writer.session.csrfToken, 'content-type': 'application/json' },
                  body: JSON.stringify({ subject: `cluster ${call.tag}`, body: 'Your program.', cc: '', attachPdf: false }),
                  signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
                })
              : await fetch(`${stack.baseUrl}${turn++ % 2 ? FOLDERS : `${CLIENTS}?limit=10`}`, { headers: { cookie: reader.cookie }, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
        call.status = res.status;
        const body = await res.json().catch(() => null);
        call.code = body?.status === 'error' ? body.error?.code : null;
        if (kind === 'write' && res.status === 200) call.clientId = body.body.client.id;
      } catch (error) {
        call.status = `network: ${error.name}`;
        call.code = null;
      }
      call.endedAt = Date.now();
      call.ok = call.status === 200;
      calls.push(call);
      if (!call.ok) await sleep(50);
    }
  };
  const retriedBefore = retriedLines(stack);
  const loops = [
    ...Array.from({ length: READERS }, () => loop('read')),
    ...Array.from({ length: WRITERS }, () => loop('write')),
    ...Array.from({ length: MAILERS }, () => loop('mail')),
  ];
  await sleep(BEFORE_MS / 2);
  const before = await connections(stack.natsPrefix);
  await sleep(BEFORE_MS / 2);
  const eventAt = Date.now();
  const eventDone = event();
  // Every 100 ms until the end: which services lack a copy, and the last moment each did.
  const notWholeUntil = {};
  const watchEnd = eventAt + DOWN_MS + AFTER_MS;
  let times = null;
  eventDone.then((value) => (times = value ?? {}));
  while (Date.now() < watchEnd) {
    const present = await connections(stack.natsPrefix);
    for (const service of SERVICES) {
      if (new Set(present.filter((c) => c.service === service).map((c) => c.name)).size < COPIES) notWholeUntil[service] = Date.now();
    }
    await sleep(100);
  }
  await eventDone;
  const after = await connections(stack.natsPrefix);
  stopLoad = true;
  await Promise.all(loops);

  // Read back: every client of the writer (page after page), every clientCreated event in the stream.
  const list = await readEveryClient(stack, writer.session);
  const count = new Map();
  for (const client of list) count.set(client.lastname, (count.get(client.lastname) ?? 0) + 1);
  const events = await createdEvents(nc, stream, stack.natsPrefix);
  const mails = calls.filter((c) => c.kind === 'mail');
  const mailsOk = mails.filter((c) => c.ok);
  const received = await receivedMails(mailsOk.map((c) => `cluster ${c.tag}`));
  const writes = calls.filter((c) => c.kind === 'write');
  const failed = calls.filter((c) => !c.ok);
  const okWrites = writes.filter((c) => c.ok);
  return {
    name,
    calls: calls.length,
    failed: failed.length,
    failedNotUnavailable: failed.filter((c) => c.code !== 'ERRUNAVAILABLE').length,
    hangs: calls.filter((c) => c.endedAt - c.startedAt >= HANG_MS).length,
    retried: retriedLines(stack) - retriedBefore,
    writesOk: okWrites.length,
    writesFailed: writes.length - okWrites.length,
    lost: okWrites.filter((c) => !count.get(c.tag)).length,
    // Acknowledged before the primary stopped (a failover's loss), not read back afterwards.
    lostAcknowledgedBeforeDown: times?.downAt ? okWrites.filter((c) => c.endedAt <= times.downAt && !count.get(c.tag)).length : null,
    duplicated: writes.filter((c) => (count.get(c.tag) ?? 0) > 1).length,
    appliedThoughRefused: writes.filter((c) => !c.ok && count.get(c.tag) === 1).length,
    eventsLost: okWrites.filter((c) => !events.get(c.clientId)).length,
    eventsDuplicated: okWrites.filter((c) => (events.get(c.clientId) ?? 0) > 1).length,
    mailsOk: mailsOk.length,
    mailsFailed: mails.length - mailsOk.length,
    mailsLost: mailsOk.filter((c) => !received.get(`cluster ${c.tag}`)).length,
    mailsDuplicated: mails.filter((c) => (received.get(`cluster ${c.tag}`) ?? 0) > 1).length,
    wholeAgainMs: Object.fromEntries(SERVICES.map((service) => [service, notWholeUntil[service] ? notWholeUntil[service] - eventAt : 0])),
    downMs: times?.backAt ? times.backAt - times.downAt : null,
    // From the server's return (the standby's promotion) to the first write answered success.
    writesBackAfterMs: times?.backAt ? (okWrites.filter((c) => c.endedAt >= times.backAt).sort((a, b) => a.endedAt - b.endedAt)[0]?.endedAt ?? NaN) - times.backAt : null,
    newLeader: times?.newLeader ?? null,
    failures: summarise(failed.map((c) => `${c.status}${c.code ? ` ${c.code}` : ''}`)),
    spread: spreadOf(before, after),
  };
}

/** Each copy's share of what its service was handed between two looks (services with 50 or more). */
function spreadOf(before, after) {
  const shares = [];
  for (const service of SERVICES) {
    const copies = after
      .filter((c) => c.service === service)
      .map((c) => ({ name: c.name, server: c.server, delivered: c.outMsgs - (before.find((b) => b.name === c.name && b.server === c.server)?.outMsgs ?? c.outMsgs) }));
    const total = copies.reduce((sum, c) => sum + c.delivered, 0);
    if (total < 50) continue;
    shares.push({ service, total, copies: copies.map((c) => ({ server: c.server, delivered: c.delivered, share: Math.round((c.delivered / total) * 1000) / 10 })) });
  }
  return shares;
}

async function readEveryClient(stack, session) {
  let lastError = null;
  for (let i = 0; i < 100; i++) {
    try {
      return await everyPage(async ({ skip, limit }) => {
        const res = await fetch(`${stack.baseUrl}${CLIENTS}?skip=${skip}&limit=${limit}`, { headers: { cookie: session.cookie } });
        if (!res.ok) throw new Error(`GET ${CLIENTS}: ${res.status}`);
        return (await res.json()).body;
      });
    } catch (error) {
      lastError = error;
      await sleep(200);
    }
  }
  throw new Error(`the clients could not be read back: ${lastError?.message}`);
}

/** clientId -> how many clients.clientCreated events the stream holds for it (waits for the outbox). */
async function createdEvents(nc, stream, prefix) {
  await sleep(3_000);
  const subject = `${prefix}.events.clients.clientCreated`;
  const consumer = await jetstream(nc).consumers.get(stream, { filter_subjects: subject });
  const counts = new Map();
  const messages = await consumer.fetch({ max_messages: 100_000, expires: 5_000 });
  for await (const message of messages) {
    const clientId = message.json()?.data?.clientId;
    if (clientId) counts.set(clientId, (counts.get(clientId) ?? 0) + 1);
    if (message.info.pending === 0) break;
  }
  return counts;
}

/** Subject -> how many e-mails the catcher received with it; waits up to 30 s for every `expected` one. */
async function receivedMails(expected) {
  const count = () => {
    const counts = new Map();
    for (const mail of catcher.messages()) counts.set(mail.subject, (counts.get(mail.subject) ?? 0) + 1);
    return counts;
  };
  for (let i = 0; i < 150 && !expected.every((subject) => count().get(subject)); i++) await sleep(200);
  // A repeat would come after the first: a moment more to see one.
  await sleep(1_000);
  return count();
}

/** Retries logged by every process ("rpc retried"): the gateway's and the services' own calls. */
function retriedLines(stack) {
  let total = 0;
  for (const file of readdirSync(stack.logDir).filter((f) => f.endsWith('.log'))) {
    try {
      total += readFileSync(join(stack.logDir, file), 'utf8').split('\n').filter((line) => line.includes('"rpc retried"')).length;
    } catch {
      // not written yet
    }
  }
  return total;
}

function summarise(values) {
  return [...new Set(values)].map((value) => `${value} x${values.filter((v) => v === value).length}`).join(', ') || '-';
}

function print(results, shares) {
  console.log(`\ncluster: 3 NATS servers, ${COPIES} copies of each service, ${READERS} readers + ${WRITERS} writers, ${BEFORE_MS / 1000} s before each event, ${AFTER_MS / 1000} s after\n`);
  const header = ['event', 'calls', 'failed', 'failed not ERRUNAVAILABLE', 'hangs', 'retried', 'writes ok', 'lost', 'duplicated', 'applied though refused', 'events lost', 'events duplicated', 'e-mails ok', 'e-mails lost', 'e-mails duplicated', 'down', 'failures seen'];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const r of results) {
    console.log(`| ${[r.name, r.calls, r.failed, r.failedNotUnavailable, r.hangs, r.retried, r.writesOk, r.lost, r.duplicated, r.appliedThoughRefused, r.eventsLost, r.eventsDuplicated, r.mailsOk, r.mailsLost, r.mailsDuplicated, r.downMs === null ? '-' : `${(r.downMs / 1000).toFixed(1)} s`, r.failures].join(' | ')} |`);
  }
  console.log(`\nwhole again after the event (ms, every copy subscribed again):\n`);
  console.log(`| event | ${SERVICES.join(' | ')} |\n|---|${SERVICES.map(() => '---').join('|')}|`);
  for (const r of results) console.log(`| ${r.name} | ${SERVICES.map((s) => r.wholeAgainMs[s]).join(' | ')} |`);
  console.log(`\nspread over copies in the steady window (messages each copy was handed):\n`);
  for (const s of shares) console.log(`- ${s.service}: ${s.copies.map((c) => `${c.server} ${c.share} % (${c.delivered})`).join(', ')}`);
  const failover = results.find((r) => r.name.startsWith('PostgreSQL'));
  if (failover) {
    console.log(`\nPostgreSQL failover: primary stopped to standby promoted in ${failover.downMs} ms, first write answered success ${failover.writesBackAfterMs} ms after; acknowledged before the stop and not there after: ${failover.lostAcknowledgedBeforeDown} (synchronous commit)`);
  }
  const all = (fn) => results.every(fn);
  const targets = {
    '0 writes lost, 0 duplicated': all((r) => r.lost === 0 && r.duplicated === 0),
    '0 events lost, 0 duplicated': all((r) => r.eventsLost === 0 && r.eventsDuplicated === 0),
    '0 e-mails lost, 0 duplicated': all((r) => r.mailsLost === 0 && r.mailsDuplicated === 0),
    'every failed call answered ERRUNAVAILABLE, no hang': all((r) => r.failedNotUnavailable === 0 && r.hangs === 0),
    [`even spread: each copy 40-60 % of its service (services handed ${SPREAD_JUDGED_FROM} messages or more)`]:
      shares.some((s) => s.total >= SPREAD_JUDGED_FROM) &&
      shares.filter((s) => s.total >= SPREAD_JUDGED_FROM).every((s) => s.copies.length === COPIES && s.copies.every((c) => c.share >= 40 && c.share <= 60)),
  };
  console.log(`\ntargets:\n${Object.entries(targets).map(([target, met]) => `- ${target}: ${met ? 'met' : 'NOT met'}`).join('\n')}`);
  return Object.entries(targets).map(([target, met]) => ({ target, met }));
}
