import { createTestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { baseUrl, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('shell', () => {
  it('switches to French, says so, and remembers the choice after a reload', async () => {
    // An account of its own: the choice is saved to the profile, and other tests sign in as pro.
    const account = await createTestAccount();
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await visible(page.getByRole('heading', { level: 1, name: 'Designer' }));

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();

    await visible(page.getByRole('heading', { level: 1, name: 'Concepteur' }));
    await visible(page.getByRole('region', { name: 'Constructeur de programme' }));
    await visible(page.getByRole('status').filter({ hasText: 'Langue changée' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    await page.reload();
    await visible(page.getByRole('button', { name: 'Se déconnecter' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it('opens the login screen in the language of /login/:lang', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login/fr`);
    await visible(page.getByRole('heading', { name: 'Connexion' }));
    await visible(page.getByLabel('Nom d’utilisateur ou courriel'));
  });

  it('keeps a clinician on the page they clicked while the designer was still loading', async () => {
    const { page } = browser;
    // The moment the designer's routes replace its loading indicator, before their effects run
    // (the designer's own redirect to its exercise browser among them), click "Clients": a person
    // whose click lands in that gap was taken back to the designer.
    await page.addInitScript(() => {
      let loading = false;
      const observer = new MutationObserver(() => {
        const statuses = [...document.querySelectorAll('[role=status]')];
        if (statuses.some((status) => status.textContent?.includes('Loading Designer'))) loading = true;
        else if (loading && location.pathname === '/clinician/designer') {
          observer.disconnect();
          [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find((link) => link.textContent?.trim() === 'Clients')?.click();
        }
      });
      observer.observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');

    await visible(page.getByRole('heading', { level: 1, name: 'Clients' }));
    await urlMatches(page, /\/clinician\/clients$/);
  });

  it('shows an error with Retry when a remote cannot be loaded, and recovers on Retry', async () => {
    const { page } = browser;
    const manifest = '**/remotes/designer/mf-manifest.json';
    await page.route(manifest, (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\/designer/);
    await visible(page.getByText('This part of the application could not be loaded.'));
    // The frame stays usable while the remote is missing.
    await visible(page.getByRole('button', { name: 'Log out' }));

    await page.unroute(manifest);
    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByRole('region', { name: 'Set builder' }));
  });
});
