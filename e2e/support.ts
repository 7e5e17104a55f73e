import { stackInfo } from '@openset/testing';
import { launchBrowser, type BrowserSession } from '@openset/testing/browser';
import type { Locator, Page } from 'playwright-core';

/** Seeded development accounts (api-conventions.md). */
export const PASSWORD = 'Password-123';

/** Generous for a 2-core machine running the whole stack beside the browser. */
export const UI_TIMEOUT = 20_000;

/** The stack of the integration set-up; E2E_BASE_URL points the tests at another server. */
export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? stackInfo().baseUrl;
}

export function openBrowser(): Promise<BrowserSession> {
  return launchBrowser();
}

/** Waits until the element is on screen (playwright-core has no web-first assertions). */
export async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
}

export async function urlMatches(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForURL(pattern, { timeout: UI_TIMEOUT });
}

/** Fills and submits the login form as a person would. */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await visible(page.getByLabel('Username or e-mail'));
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
