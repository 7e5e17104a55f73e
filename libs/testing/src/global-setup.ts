import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Jest loads the global set-up with Node's own require (no module mapping): its own files are
// imported by their .ts names. Plain JS launcher shared with `npm start` and the benches.
import { dropDatabase, freePort } from '../../../deploy/local/infrastructure.mjs';
import { startMailCatcher } from '../../../deploy/local/mail-catcher.mjs';
import { startStack } from '../../../deploy/local/stack.mjs';
import { chooseInfrastructure, describeChoice } from './infrastructure/choose.ts';
import { containerEngineAnswers, provideServers } from './infrastructure/containers.ts';
import { STACK_ENV, type StackInfo } from './stack-info.ts';
import { setRunningStack } from './running-stack.ts';
import { deleteStreams } from './streams.ts';

/**
 * Jest global set-up of the integration project: PostgreSQL and NATS (containers when an engine
 * answers, else DATABASE_URL / NATS_URL, else the local servers), then the whole stack once per
 * run with a database and a NATS subject prefix of its own, so two runs on one machine never see
 * each other, on a random port. Test workers read where it listens from the environment.
 */
export default async function setup(): Promise<void> {
  const choice = await chooseInfrastructure({ env: process.env, containerEngineAnswers });
  console.log(`\n[stack] ${describeChoice(choice)}`);
  const servers = await provideServers(choice);

  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // `npm test` names the directory, so that it can print the services' warnings after a failure.
  const logDir = process.env.OPENSET_TEST_LOG_DIR ?? mkdtempSync(join(tmpdir(), `openset-test-${runId}-`));
  const fileStoreDir = join(logDir, 'files');
  const port = await freePort();
  // What the notifications service sends lands here; tests read it through mail.ts.
  const mailCatcher = await startMailCatcher();
  const stack = await startStack({
    databaseName: `openset_test_${runId}`,
    port,
    postgresUrl: servers.postgresUrl,
    natsUrl: servers.natsUrl,
    natsPrefix: `test_${runId}`,
    logDir,
    log: (message: string) => console.log(`[stack] ${message}`),
    // Eight services and their migrations on two shared cores: under load a start has taken
    // more than the launcher's 60 s default, as it has for the benches (which allow 180 s).
    startTimeoutMs: 180_000,
    env: {
      NODE_ENV: 'test',
      VALIDATE_RESPONSES: '1',
      // Tests may appear from addresses of their own (X-Forwarded-For), so that per-address
      // login limits of one test never spill into another.
      TRUST_PROXY: '1',
      OPENSET_TEST_HOOKS: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      RPC_TIMEOUT_MS: process.env.RPC_TIMEOUT_MS ?? '5000',
      FILE_STORE_DIR: fileStoreDir,
      SMTP_URL: mailCatcher.smtpUrl,
      // Retries a test can wait for: three tries, 0.3 s and 0.6 s apart.
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_DELAYS_MS: '300,600',
      SET_EMAIL_DAILY_MAX: '5',
    },
  }).catch(async (error: Error) => {
    for (const file of safeList(logDir)) {
      console.error(`--- ${file} ---\n${readFileSync(join(logDir, file), 'utf8').slice(-4000)}`);
    }
    await servers.stop();
    await mailCatcher.stop();
    throw error;
  });
  console.log(`[stack] up at ${stack.baseUrl} (logs in ${logDir})`);
  const info: StackInfo = {
    baseUrl: stack.baseUrl,
    natsUrl: stack.natsUrl,
    natsPrefix: stack.natsPrefix,
    databaseUrl: stack.databaseUrl,
    fileStoreDir,
    smtpUrl: mailCatcher.smtpUrl,
    mailCatcherUrl: mailCatcher.webUrl,
  };
  // Workers start after the global set-up and inherit this process's environment.
  process.env[STACK_ENV] = JSON.stringify(info);

  setRunningStack(async () => {
    await stack.stop();
    // The run's event stream and object stores go with its database.
    await deleteStreams(stack.natsUrl, stack.natsPrefix).catch((error: Error) => console.warn(`[stack] streams not removed: ${error.message}`));
    if (process.env.KEEP_TEST_DB !== '1') await dropDatabase(stack.databaseUrl);
    await servers.stop();
    await mailCatcher.stop();
  });
}

/** The log files of a run (the uploaded files' folder beside them is not a log). */
function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.log'));
  } catch {
    return [];
  }
}
