import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createTestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

const responseOf = (page: Page, path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path && response.ok());

describe('the signed-in frame’s notices', () => {
  it('asks for cookie consent once for 365 days, and steps back when another tab opens the product', async () => {
    const account = await createTestAccount();
    const { page, context } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);

    const cookies = page.getByRole('region', { name: 'Cookies' });
    await visible(cookies);
    await cookies.getByRole('button', { name: 'OK' }).click();
    await cookies.waitFor({ state: 'detached' });
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'openset_cookie_consent');
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await visible(page.getByRole('banner'));
    await visible(page.getByRole('navigation', { name: 'Main navigation' }));
    expect(await cookies.count()).toBe(0);

    const second = await context.newPage();
    await second.goto(`${baseUrl()}/clinician/clients`);
    await visible(second.getByRole('navigation', { name: 'Main navigation' }));
    const notice = page.getByRole('alert').filter({ hasText: 'OpenSet is active in another tab.' });
    await visible(notice);
    expect(await second.getByText('OpenSet is active in another tab.').count()).toBe(0);

    // Reloading makes the first tab the newest: now the second one steps back.
    await notice.getByRole('button', { name: 'Reload' }).click();
    await visible(second.getByRole('alert').filter({ hasText: 'OpenSet is active in another tab.' }));
    await visible(page.getByRole('navigation', { name: 'Main navigation' }));
    expect(await page.getByText('OpenSet is active in another tab.').count()).toBe(0);
  });

  it('offers a refresh when a remote’s deployed build changes', async () => {
    const account = await createTestAccount();
    const { page } = browser;
    // The page takes the deployment's fingerprint once signed in: the shell's page and every remote's manifest.
    const shellRead = responseOf(page, '/index.html');
    const portalRead = responseOf(page, '/remotes/portal/mf-manifest.json');
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await Promise.all([shellRead, portalRead]);
    expect(await page.getByText('A new version of OpenSet is available.').count()).toBe(0);

    // A new build of the portal is deployed: its manifest names other files.
    await page.route('**/remotes/portal/mf-manifest.json', async (route) => {
      const deployed = await route.fetch();
      const manifest = (await deployed.json()) as { id?: string; metaData?: { buildInfo?: { buildVersion?: string } } };
      await route.fulfill({ response: deployed, json: { ...manifest, metaData: { ...manifest.metaData, buildInfo: { buildVersion: 'next' } } } });
    });
    // Coming back to the tab looks at the deployment again.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const notice = page.getByRole('status').filter({ hasText: 'A new version of OpenSet is available.' });
    await visible(notice);
    await visible(notice.getByRole('button', { name: 'Refresh' }));
  });
});
