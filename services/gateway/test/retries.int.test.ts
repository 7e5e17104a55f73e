import { healthSubject, IDEMPOTENCY_HEADER, type ServiceHealth } from '@openset/contracts';
import { ApiClient, createTestAccount, exited, privateEnv, rpc, stackInfo, startServiceProcess, stopProcess, waitFor, type StartedProcess } from '@openset/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../../../deploy/local/ports.mjs';

/**
 * A gateway of the test's own in front of two copies of auth, one of which dies (SIGKILL) with
 * requests in hand: it is paused first (SIGSTOP), so that NATS hands it its share of the queue
 * group's requests, then killed. What it held is lost; the gateway hears nothing until its
 * attempt times out (RPC_TIMEOUT_MS 2 s here).
 */
let env: Record<string, string>;
let gateway: StartedProcess;
let baseUrl: string;
const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });

const retriedLines = (subject: string) => gateway.output().split('\n').filter((line) => line.includes('"rpc retried"') && line.includes(`"subject":"${subject}"`));

const copiesOf = new Map<string, StartedProcess[]>();

/**
 * Two copies of a service, both subscribed, and no other: the copy an earlier test left would
 * take its share of the requests too (with three, none of 12 calls reaching the paused copy is
 * 1 in 130, and a write test saw it).
 */
async function twoCopies(service = 'auth'): Promise<[StartedProcess, StartedProcess]> {
  await Promise.all((copiesOf.get(service) ?? []).map((copy) => stopProcess(copy.child)));
  const copies: [StartedProcess, StartedProcess] = [startServiceProcess(service, env), startServiceProcess(service, env)];
  copiesOf.set(service, copies);
  for (const copy of copies) {
    await waitFor(async () => {
      const health = await rpc<ServiceHealth>(healthSubject(service), {}, 2_000, env.NATS_PREFIX);
      return health.instance.endsWith(`:${copy.child.pid}`) ? true : undefined;
    });
  }
  return copies;
}

/** Sends `count` requests at once while one copy is paused, then kills that copy. */
async function withACopyDying<T>(dying: StartedProcess, count: number, send: (index: number) => Promise<T>): Promise<T[]> {
  dying.child.kill('SIGSTOP');
  const sent = Array.from({ length: count }, (_, index) => send(index));
  await new Promise((resolve) => setTimeout(resolve, 500));
  dying.child.kill('SIGKILL');
  await exited(dying.child);
  return Promise.all(sent);
}

beforeAll(async () => {
  env = privateEnv({ RPC_TIMEOUT_MS: '2000', LOG_LEVEL: 'info' });
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  // As the test stack's gateway: each ApiClient signs in from an address of its own (X-Forwarded-For).
  // From one address, more than five sign-ins of one account at once would meet the login limits,
  // which count an attempt until it proves right.
  gateway = startServiceProcess('gateway', { ...env, PORT: String(port), SERVE_FRONTENDS: '0', TRUST_PROXY: '1' });
  await waitFor(async () => ((await fetch(`${baseUrl}/api/health`)).ok ? true : undefined));
});

afterAll(async () => {
  await db.end();
});

describe('gateway retries when a copy dies with requests in hand', () => {
  it('sends a read again, to the copy that is left: every read succeeds', async () => {
    const [dying] = await twoCopies();
    const api = new ApiClient(baseUrl);
    expect((await api.login('pro', 'Password-123')).status).toBe(200);
    const reads = await withACopyDying(dying, 12, () => api.get('/api/clinician'));
    expect(reads.map((read) => read.status)).toEqual(Array(12).fill(200));
    // About half went to the dying copy (the chance that none of the 24 calls did is 1 in 16 million).
    expect(retriedLines('auth.clinician.get').length + retriedLines('auth.session.resolve').length).toBeGreaterThan(0);
  });

  it('never sends a write again after a timeout: those the dead copy held answer ERRUNAVAILABLE and are not applied', async () => {
    const account = await createTestAccount();
    const [dying] = await twoCopies();
    const logins = await withACopyDying(dying, 12, () => new ApiClient(baseUrl).login(account.username, account.password));
    const statuses = logins.map((login) => login.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect(logins.filter((login) => login.status === 503).map((login) => login.json)).toEqual(
      Array(statuses.filter((status) => status === 503).length).fill(expect.objectContaining({ error: expect.objectContaining({ code: 'ERRUNAVAILABLE' }) })),
    );
    expect(retriedLines('auth.login')).toEqual([]);
    // A session for each sign-in that succeeded, none for those the dead copy held.
    const { rows } = await db.query<{ count: string }>('select count(*) from auth.sessions where account_id = $1', [account.id]);
    expect(Number(rows[0]!.count)).toBe(statuses.filter((status) => status === 200).length);
  });

  let teamsStarted = false;
  it.each([
    ['with the caller’s Idempotency-Key', (): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: randomUUID() })],
    ['without a key (the gateway names the write itself)', (): Record<string, string> => ({})],
  ])('sends a signed-in write %s again: every one succeeds and is applied once', async (_, headers) => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl);
    expect((await api.login(account.username, account.password)).status).toBe(200);
    // Exercises asks teams for the clinician's permissions.
    if (!teamsStarted) {
      startServiceProcess('teams', env);
      await waitFor(() => rpc<ServiceHealth>(healthSubject('teams'), {}, 2_000, env.NATS_PREFIX));
      teamsStarted = true;
    }
    const [dying] = await twoCopies('exercises');
    const retriedBefore = retriedLines('exercises.folders.create').length;
    // Each copy's first writes are slow (a cold pool and JIT): those are not what this test is about.
    for (let warmUp = 0; warmUp < 6; warmUp++) await api.post('/api/clinician/exercises/folders', { title: `Warm-up ${warmUp}` });
    const titles = Array.from({ length: 12 }, (_, index) => `Folder ${String(index + 1).padStart(2, '0')}`);
    const writes = await withACopyDying(dying, titles.length, (index) => api.post('/api/clinician/exercises/folders', { title: titles[index] }, headers()));
    expect(writes.map((write) => write.status)).toEqual(Array(titles.length).fill(200));
    expect(retriedLines('exercises.folders.create').length).toBeGreaterThan(retriedBefore);
    const { rows } = await db.query<{ title: string }>('select title from exercises.folders where owner_id = $1 and title like $2 order by title', [account.id, 'Folder%']);
    expect(rows.map((row) => row.title)).toEqual(titles);
  });
});
