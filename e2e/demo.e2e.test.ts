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

describe('the demo', () => {
  it('opens from /login?demo as a fresh account with sample clients, under a banner that counts down and says printing and e-mailing are disabled', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login?demo`);
    await urlMatches(page, /\/clinician/);
    const banner = page.getByTestId('demo-banner');
    await visible(banner);
    const first = (await banner.textContent()) ?? '';
    expect(first).toMatch(/^Demo: printing and e-mailing are disabled\. This demo ends in 1:59:\d\d\.$/);
    await page.waitForTimeout(1500);
    expect(await banner.textContent()).not.toBe(first);

    await page.goto(`${baseUrl()}/clinician/clients`);
    await visible(page.getByText('Alex').first());
    await visible(page.getByText('Sam').first());
    await visible(banner);
  });

  it('starts from the sign-in page\'s button too, in the language chosen there', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login/fr`);
    await page.getByRole('button', { name: 'Essayer la démo' }).click();
    await urlMatches(page, /\/clinician/);
    await visible(page.getByTestId('demo-banner'));
    expect(await page.getByTestId('demo-banner').textContent()).toMatch(/^Démo\u00a0: l’impression et l’envoi de courriels sont désactivés\./);
  });
});
