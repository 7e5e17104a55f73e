import { randomUUID } from 'node:crypto';
import type { ExerciseSet } from '@openset/contracts';
import { ApiClient, createTestAccount } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import type { BrowserSession } from '@openset/testing/browser';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { baseUrl, expectAccessible, openBrowser, PASSWORD, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

/** The strings of each language the test reads. */
const WORDS = {
  en: { categories: 'Categories', presets: 'Bulk parameters', shoulder: 'Shoulder', knee: 'Knee', toolbar: 'Set actions', logout: 'Log out' },
  fr: { categories: 'Catégories', presets: 'Paramètres groupés', shoulder: 'Épaule', knee: 'Genou', toolbar: 'Actions du programme', logout: 'Se déconnecter' },
};
type Lang = keyof typeof WORDS;

const tree = (page: Page, lang: Lang) => page.getByRole('tree', { name: WORDS[lang].categories });
const category = (page: Page, lang: Lang, name: 'shoulder' | 'knee') => tree(page, lang).getByRole('treeitem', { name: WORDS[lang][name], exact: true });
const presetsButton = (page: Page, lang: Lang) => page.getByRole('toolbar', { name: WORDS[lang].toolbar }).getByRole('button', { name: WORDS[lang].presets, exact: true });
const presetsPanel = (page: Page, lang: Lang) => page.getByRole('region', { name: WORDS[lang].presets, exact: true });

/** A saved set of the account's own, for the builder to open (its toolbar holds Bulk parameters). */
async function newSet(username: string, password = PASSWORD): Promise<string> {
  const api = new ApiClient(baseUrl());
  expect((await api.login(username, password)).status).toBe(200);
  const title = `Preferences ${randomUUID().slice(0, 6)}`;
  return bodyOf<ExerciseSet>(await api.post('/api/clinician/sets', { type: 'folderSet', savename: title, title, elements: [] })).id;
}

async function openDesigner(page: Page, setId: string, username: string, password = PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, username, password);
  await urlMatches(page, /\/clinician\/designer\/exerciseBrowser\/stock\/setBuilder/);
  await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${setId}`);
  await visible(category(page, 'en', 'shoulder'));
  await visible(presetsButton(page, 'en'));
}

/** What is open, as a screen reader hears it: [shoulder, knee, bulk parameters]. */
async function opened(page: Page, lang: Lang): Promise<(string | null)[]> {
  await visible(category(page, lang, 'shoulder'));
  await visible(presetsButton(page, lang));
  return [
    await category(page, lang, 'shoulder').getAttribute('aria-expanded'),
    await category(page, lang, 'knee').getAttribute('aria-expanded'),
    await presetsButton(page, lang).getAttribute('aria-expanded'),
  ];
}

/** Opens a category's branch from the keyboard (the arrow opens it without filtering the list) and the bulk parameters panel. */
async function openCategoryAndPresets(page: Page, lang: Lang, name: 'shoulder' | 'knee'): Promise<void> {
  await category(page, lang, name).focus();
  await page.keyboard.press('ArrowRight');
  await visible(tree(page, lang).locator(`[role="treeitem"][aria-level="2"]`).first());
  await presetsButton(page, lang).click();
  await visible(presetsPanel(page, lang));
}

async function logOut(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: WORDS[lang].logout }).click();
  await urlMatches(page, /\/login$/);
}

describe('preferences remembered per profile (spec section 9)', () => {
  it("keeps pro's open category and bulk parameters after a reload, and another clinician on the same browser starts from their own", async () => {
    const other = await createTestAccount();
    const proSet = await newSet('pro');
    const otherSet = await newSet(other.username, other.password);
    const { page } = browser;

    await openDesigner(page, proSet, 'pro');
    expect(await opened(page, 'en')).toEqual(['false', 'false', 'false']);
    await openCategoryAndPresets(page, 'en', 'shoulder');
    expect(await opened(page, 'en')).toEqual(['true', 'false', 'true']);
    await expectAccessible(page, 'designer with a category and bulk parameters open (en)');

    await page.reload();
    expect(await opened(page, 'en')).toEqual(['true', 'false', 'true']);
    await visible(presetsPanel(page, 'en'));

    // Another clinician signs in on this browser: their defaults, not pro's.
    await logOut(page, 'en');
    await openDesigner(page, otherSet, other.username, other.password);
    expect(await opened(page, 'en')).toEqual(['false', 'false', 'false']);

    // In French (the language switch saves it to their profile), they open their own.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Langue changée' }));
    await openCategoryAndPresets(page, 'fr', 'knee');
    expect(await opened(page, 'fr')).toEqual(['false', 'true', 'true']);
    await expectAccessible(page, 'designer with a category and bulk parameters open (fr)');
    await page.reload();
    expect(await opened(page, 'fr')).toEqual(['false', 'true', 'true']);

    // Back to pro: still pro's own choices, untouched by the other clinician's.
    await logOut(page, 'fr');
    // The sign-in page speaks the browser's last language; pro's profile says English once in.
    await page.evaluate(() => window.localStorage.setItem('openset.lang', 'en'));
    await openDesigner(page, proSet, 'pro');
    await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: UI_TIMEOUT });
    expect(await opened(page, 'en')).toEqual(['true', 'false', 'true']);
    // Three sign-ins, two reloads and two axe runs, on a two-core machine.
  }, 180_000);
});
