// Keeps one process of the stack running: a process that dies on its own (a crash, an
// out-of-memory kill, a SIGKILL from outside) is started again after a pause that doubles with
// each quick death, so a service that cannot start does not spin. Stopping it on purpose
// (`stop`) sends SIGTERM, waits for a graceful exit, and never restarts.
import { spawn } from 'node:child_process';

export const RESTART_BACKOFF = { firstMs: 250, maxMs: 15_000, stableAfterMs: 30_000 };

/**
 * @param {object} options
 * @param {string} options.name                       shown in the launcher's output
 * @param {string} options.command
 * @param {string[]} options.args
 * @param {import('node:child_process').SpawnOptions} options.spawnOptions
 * @param {(child: import('node:child_process').ChildProcess) => void} [options.attach] wires its output
 * @param {(message: string) => void} options.log
 * @param {number} [options.stopTimeoutMs]            SIGKILL after this long (default 15 s)
 * @param {typeof RESTART_BACKOFF} [options.backoff]
 */
export function supervise(options) {
  const backoff = options.backoff ?? RESTART_BACKOFF;
  const stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
  let child;
  let startedAt = 0;
  let delayMs = backoff.firstMs;
  let restarts = 0;
  let stopping = false;
  let restartTimer = null;
  const listeners = new Set();

  const start = () => {
    restartTimer = null;
    startedAt = Date.now();
    child = spawn(options.command, options.args, options.spawnOptions);
    options.attach?.(child);
    child.once('error', (error) => options.log(`${options.name} could not be started: ${error.message}`));
    child.once('exit', (code, signal) => onExit(code, signal));
    for (const listener of listeners) listener(child);
  };

  const onExit = (code, signal) => {
    if (stopping) return;
    // A process that ran for a while before dying starts again at once; quick deaths back off.
    if (Date.now() - startedAt >= backoff.stableAfterMs) delayMs = backoff.firstMs;
    restarts++;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    options.log(`${options.name} ${how}; starting it again in ${formatMs(delayMs)} (restart ${restarts})`);
    restartTimer = setTimeout(start, delayMs);
    delayMs = Math.min(delayMs * 2, backoff.maxMs);
  };

  start();

  return {
    name: options.name,
    /** The running process (a new one after each restart). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Called with each process started from now on (restarts). */
    onStart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        child.once('exit', () => (clearTimeout(timer), resolve()));
        child.kill('SIGTERM');
      });
    },
  };
}

const formatMs = (ms) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms % 1000 ? 1 : 0)} s`);
