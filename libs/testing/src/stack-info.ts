/** Where the stack started by the integration global set-up listens. */
export interface StackInfo {
  baseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  databaseUrl: string;
  /** The exercises service's file store (uploads and their variants), for tests that check what it keeps. */
  fileStoreDir: string;
  /** The SMTP receiver the notifications service sends to, and its web page (deploy/local/mail-catcher.mjs). */
  smtpUrl: string;
  mailCatcherUrl: string;
}

/** The environment variable the global set-up hands the stack's addresses to test workers in. */
export const STACK_ENV = 'OPENSET_TEST_STACK';

let cached: StackInfo | undefined;

export function stackInfo(): StackInfo {
  if (cached) return cached;
  const raw = process.env[STACK_ENV];
  if (!raw) throw new Error('No stack: integration tests run under the integration project (npm test).');
  cached = JSON.parse(raw) as StackInfo;
  return cached;
}
