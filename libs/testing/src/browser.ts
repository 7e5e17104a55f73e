import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/**
 * Chromium flags for tests on a headless CI box: no sandbox (containers), no GPU, and none of
 * the background traffic (updates, sync, QUIC) that makes timings noisy.
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and deletes its profile directory. */
  close: () => Promise<void>;
}

export interface LaunchOptions {
  /** Defaults to `CHROMIUM_PATH` or /usr/bin/chromium. */
  executablePath?: string;
  locale?: string;
  viewport?: { width: number; height: number };
  /** The browser's time zone (IANA); the machine's by default. */
  timezoneId?: string;
}

/**
 * A fresh browser with its own profile (cookies, storage), so tests never share a session.
 * playwright-core refuses `--user-data-dir` in args: a persistent context takes the directory.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const profile = await mkdtemp(join(tmpdir(), 'openset-browser-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1366, height: 860 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
}
