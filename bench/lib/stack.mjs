// Runs a bench against a fresh stack of its own (own database, NATS prefix and port).
import { dropDatabase, freePort } from '../../deploy/local/infrastructure.mjs';
import { startStack } from '../../deploy/local/stack.mjs';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {(stack: object) => Promise<unknown>} fn
 * @param {Record<string, string>} [env] extra environment of every process
 * @param {object} [stackOptions] more startStack options (postgresUrl, natsUrl, copies)
 */
export async function withBenchStack(fn, env = {}, stackOptions = {}) {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const logDir = mkdtempSync(join(tmpdir(), `openset-bench-${runId}-`));
  const stack = await startStack({
    databaseName: `openset_bench_${runId}`,
    port: await freePort(),
    natsPrefix: `bench_${runId}`,
    logDir,
    log: (message) => console.log(`[stack] ${message}`),
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    startTimeoutMs: 180_000,
    ...stackOptions,
  });
  try {
    return await fn({ ...stack, logDir });
  } finally {
    await stack.stop();
    await dropDatabase(stack.databaseUrl);
  }
}

/** Resolves when a service's log contains `text`, or rejects after `timeoutMs`. */
export async function waitForLog(logDir, service, text, { timeoutMs = 120_000 } = {}) {
  const file = join(logDir, `${service}.log`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file) && readFileSync(file, 'utf8').includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${text}" in the ${service} log within ${timeoutMs} ms`);
}

/** Signs in over HTTP and answers the cookie header and CSRF token. */
export async function signIn(baseUrl, token, password = 'Password-123') {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  const json = await res.json();
  const sid = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`login as ${token} failed: ${JSON.stringify(json)}`);
  return { cookie: sid, token: decodeURIComponent(sid.slice(4)), csrfToken: json.body.csrfToken };
}
