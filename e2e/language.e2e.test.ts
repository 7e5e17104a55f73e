import { ApiClient, createTestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { baseUrl, openBrowser, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

/** Types a search and waits for the list's answer to it. */
async function searchAndWait(page: Page, label: string, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === text, { timeout: UI_TIMEOUT });
  const box = page.getByLabel(label);
  await box.fill('');
  await box.pressSequentially(text, { delay: 60 });
  await answered;
}

describe('content language', () => {
  it('shows exercises in French after switching, saves the choice to the profile, and keeps it after a reload', async () => {
    const account = await createTestAccount();
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\/exerciseBrowser\//);
    await visible(page.getByRole('region', { name: 'Exercise browser' }));

    // The save is held back until the switch has been seen waiting for it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/clinician', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.waitForSelector('[data-testid="language-select"][aria-busy="true"]', { timeout: UI_TIMEOUT });
    // Still English while the save is under way: interface and content change together.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    release();
    await visible(page.getByRole('status').filter({ hasText: 'Langue changée' }));
    await page.unroute('**/api/clinician');

    // The titles come from the service, localised from the saved profile language.
    await searchAndWait(page, 'Rechercher des exercices', "flexion d'épaule");
    const exercises = page.getByRole('list', { name: 'Exercices' });
    await visible(exercises.getByRole('button').filter({ hasText: /^Flexion d'épaule/ }).first());

    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const profile = await api.get('/api/clinician');
    expect(profile.json.body).toMatchObject({ lang: 'fr' });

    // A new page, even with the local choice gone: the profile decides.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await visible(page.getByRole('button', { name: 'Se déconnecter' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await searchAndWait(page, 'Rechercher des exercices', 'pendule');
    await visible(page.getByRole('list', { name: 'Exercices' }).getByRole('button').filter({ hasText: /^Exercice du pendule/ }).first());

    // The list's pages are named in French too (the kit's words, shared by every list).
    await api.post('/api/clinician/clients', { firstname: 'Élise', lastname: 'Gagnon', email: `elise.${account.username}@example.test` });
    await page.goto(`${baseUrl()}/clinician/clients`);
    await visible(page.getByText('1–1 sur 1'));
    await visible(page.getByRole('button', { name: 'Page suivante' }));

    // A new client's portal language starts as the clinician's.
    await page.getByRole('button', { name: 'Ajouter un client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un client' });
    await visible(dialog.getByRole('combobox', { name: 'Langue' }).filter({ hasText: 'Français' }));
  });
});
