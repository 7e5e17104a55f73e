import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { stackInfo } from './stack-info.js';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const started = new Set<ChildProcess>();

/** A built service's entry point (`services/<name>/dist/main.js`). */
export const serviceMain = (service: string) => join(repoRoot, 'services', service, 'dist', 'main.js');

/**
 * The environment of processes of a test's own: the stack's database and NATS server, but a NATS
 * subject prefix nobody else uses, so stopping or pausing them cannot disturb other tests.
 */
export function privateEnv(extra: Record<string, string> = {}): Record<string, string> {
  const { natsUrl, databaseUrl } = stackInfo();
  return { NATS_URL: natsUrl, DATABASE_URL: databaseUrl, NATS_PREFIX: `own_${randomUUID().slice(0, 8)}`, LOG_LEVEL: 'warn', ...extra };
}

export interface StartedProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** Starts a built service (or the gateway) with the given environment; stopped after the file. */
export function startServiceProcess(service: string, env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, [serviceMain(service)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  started.add(child);
  child.once('exit', () => started.delete(child));
  return { child, output: () => output };
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Sends `signal` (SIGTERM by default) and waits for the exit. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const exit = exited(child);
  if (child.exitCode === null && child.signalCode === null) {
    // A paused process (SIGSTOP) handles SIGTERM only once it runs again.
    child.kill('SIGCONT');
    child.kill(signal);
  }
  await exit;
}

/** Stops every process started with `startServiceProcess` that still runs (after each file). */
export async function stopStartedProcesses(): Promise<void> {
  await Promise.all([...started].map((child) => stopProcess(child, 'SIGKILL')));
}

/** Polls `probe` until it answers something other than undefined. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
