import type { SpawnOptions } from 'node:child_process';
import type { Supervised } from './stack.mjs';
export declare const RESTART_BACKOFF: { firstMs: number; maxMs: number; stableAfterMs: number };
export declare function supervise(options: {
  name: string;
  command: string;
  args: string[];
  spawnOptions: SpawnOptions;
  attach?: (child: import('node:child_process').ChildProcess) => void;
  log: (message: string) => void;
  stopTimeoutMs?: number;
  backoff?: typeof RESTART_BACKOFF;
}): Supervised;
