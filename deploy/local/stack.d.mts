import type { ChildProcess } from 'node:child_process';
export declare const SERVICES: string[];
export interface Supervised {
  readonly name: string;
  /** The running process (a new one after each restart). */
  readonly child: ChildProcess;
  readonly restarts: number;
  onStart(listener: (child: ChildProcess) => void): () => void;
  /** SIGTERM, SIGKILL after the stop timeout; never restarted afterwards. */
  stop(): Promise<void>;
}
export interface StartedStack {
  baseUrl: string;
  databaseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  services: string[];
  /** Each service and the gateway, restarted when it dies on its own. */
  processes: Supervised[];
  stop(): Promise<void>;
}
export declare function startStack(options: {
  databaseName: string;
  port: number;
  postgresUrl?: string;
  natsUrl?: string;
  natsPrefix?: string;
  copies?: Record<string, number>;
  env?: Record<string, string>;
  /** More environment for one copy of a service (copy 0, 1...). */
  envFor?: (service: string, copy: number) => Record<string, string>;
  logDir?: string;
  onLine?: (name: string, line: string) => void;
  log?: (message: string) => void;
  startTimeoutMs?: number;
}): Promise<StartedStack>;
