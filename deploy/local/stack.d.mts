import type { ChildProcess } from 'node:child_process';
export declare const SERVICES: string[];
export interface StartedStack {
  baseUrl: string;
  databaseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  services: string[];
  children: { name: string; child: ChildProcess }[];
  stop(): Promise<void>;
}
export declare function startStack(options: {
  databaseName: string;
  port: number;
  postgresUrl?: string;
  natsUrl?: string;
  natsPrefix?: string;
  env?: Record<string, string>;
  logDir?: string;
  onLine?: (name: string, line: string) => void;
  log?: (message: string) => void;
  startTimeoutMs?: number;
}): Promise<StartedStack>;
