// Runs a bench against a fresh stack of its own (own database, NATS prefix and port).
import { dropDatabase, freePort } from '../../deploy/local/infrastructure.mjs';
import { startStack } from '../../deploy/local/stack.mjs';
export { signIn } from '../../deploy/local/api-session.mjs';
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

