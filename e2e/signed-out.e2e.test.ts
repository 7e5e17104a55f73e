import type { BrowserSession } from '@openset/testing/browser';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { baseUrl, openBrowser, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('a signed-out visitor', () => {
  it('opens the sign-in page with no console error and no failed request', async () => {
    const { page } = browser;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    // The empty path, as a visitor types the address: landing sends a stranger to sign in.
    await page.goto(`${baseUrl()}/`);
    await urlMatches(page, /\/login$/);
    await visible(page.getByRole('heading', { name: 'Sign in' }));
    await visible(page.getByLabel('Username or e-mail'));
    await page.waitForLoadState('networkidle');

    expect(problems).toEqual([]);
  });
});
