import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// Plain JS launcher shared with `npm start` and the benches.
import { dropDatabase, freePort } from '../../../deploy/local/infrastructure.mjs';
import { startStack } from '../../../deploy/local/stack.mjs';

/**
 * Starts the whole stack once per test run: a database and a NATS subject prefix of its own, so
 * two runs on one machine never see each other, and a random port.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const logDir = mkdtempSync(join(tmpdir(), `openset-test-${runId}-`));
  const port = await freePort();
  const stack = await startStack({
    databaseName: `openset_test_${runId}`,
    port,
    natsPrefix: `test_${runId}`,
    logDir,
    log: (message: string) => console.log(`[stack] ${message}`),
    env: {
      NODE_ENV: 'test',
      VALIDATE_RESPONSES: '1',
      // Tests may appear from addresses of their own (X-Forwarded-For), so that per-address
      // login limits of one test never spill into another.
      TRUST_PROXY: '1',
      OPENSET_TEST_HOOKS: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      RPC_TIMEOUT_MS: process.env.RPC_TIMEOUT_MS ?? '5000',
      FILE_STORE_DIR: join(logDir, 'files'),
    },
  }).catch((error: Error) => {
    for (const file of safeList(logDir)) {
      console.error(`--- ${file} ---\n${readFileSync(join(logDir, file), 'utf8').slice(-4000)}`);
    }
    throw error;
  });
  console.log(`[stack] up at ${stack.baseUrl} (logs in ${logDir})`);
  project.provide('stack', {
    baseUrl: stack.baseUrl,
    natsUrl: stack.natsUrl,
    natsPrefix: stack.natsPrefix,
    databaseUrl: stack.databaseUrl,
  });

  return async () => {
    await stack.stop();
    if (process.env.KEEP_TEST_DB !== '1') await dropDatabase(stack.databaseUrl);
  };
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
