import { ApiClient, stackInfo } from '@openset/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../deploy/local/ports.mjs';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const children: ChildProcess[] = [];

/** A process of our own on a private NATS prefix, so stopping it cannot disturb other tests. */
function startProcess(service: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(repoRoot, 'services', service, 'dist', 'main.js')], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    // A process ended by a signal has signalCode set and exitCode null.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  await Promise.all(children.map(stop));
});

describe('gateway: a service that is down', () => {
  it('answers ERRUNAVAILABLE at once while auth is stopped, and works again when it is back without a gateway restart', async () => {
    const { natsUrl, databaseUrl } = stackInfo();
    const env = { NATS_URL: natsUrl, DATABASE_URL: databaseUrl, NATS_PREFIX: `outage_${randomUUID().slice(0, 8)}`, LOG_LEVEL: 'warn' };
    const port = await freePort();
    startProcess('gateway', { ...env, PORT: String(port), SERVE_FRONTENDS: '0' });
    const api = new ApiClient(`http://localhost:${port}`);
    await waitFor(async () => ((await fetch(`http://localhost:${port}/api/health`)).ok ? true : undefined));

    const started = Date.now();
    const down = await api.login('pro', 'Password-123');
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ status: 'error', error: { code: 'ERRUNAVAILABLE' } });
    // NATS says "no responders" at once: no waiting for the RPC timeout.
    expect(Date.now() - started).toBeLessThan(5_000);

    const auth = startProcess('auth', env);
    const back = await waitFor(async () => {
      const res = await api.login('pro', 'Password-123');
      return res.status === 200 ? res : undefined;
    });
    expect(back.json).toMatchObject({ status: 'success', body: { outcome: 'success', role: 'clinician' } });
    expect(api.sessionCookie).toMatch(/^sid=/);

    await stop(auth);
    const again = await api.get('/api/clinician');
    expect(again.status).toBe(503);
    expect(again.json).toMatchObject({ error: { code: 'ERRUNAVAILABLE' } });
  });
});
