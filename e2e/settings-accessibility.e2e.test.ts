import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createTestAccount, rpc, TEST_PASSWORD } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { TEAMS_SUBJECTS } from '@openset/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, expectAccessible, openBrowser, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

// Every settings section of both modes, in English and in French, each checked by axe-core
// (WCAG 2.1 A and AA) once its content has loaded. The sections are read off the settings
// navigation, so a section added later is checked without touching this test; the lists below
// say which sections the spec (section 2) asks each mode to have.
jest.setTimeout(300_000);

const CLINICIAN_SECTIONS = ['personal', 'password', 'security', 'headers', 'email', 'billing', 'refer', 'integrations', 'close'];
const MANAGER_SECTIONS = ['personal', 'password', 'security', 'billing'];

let browser: BrowserSession | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** Signs in, leaves any first-visit dialog, and checks every section listed in the settings navigation. */
async function walkSettings(page: Page, username: string, base: string, lang: 'en' | 'fr'): Promise<string[]> {
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, username, TEST_PASSWORD);
  await urlMatches(page, /\/(clinician|manager)\//);
  await page.goto(`${baseUrl()}${base}`);
  const links = page.locator('#main nav a');
  await visible(links.first());
  // The profile's language is the page's: the French walk checks French screens.
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang, { timeout: UI_TIMEOUT });
  const sections = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).map((href) => href.split('/').at(-1) ?? '');
  for (const [index, section] of sections.entries()) {
    await links.nth(index).click();
    // The link of the section shown is the current page's (react-router's NavLink).
    await visible(page.locator(`#main nav a[aria-current="page"][href$="/${section}"]`));
    await visible(page.locator('#main h1'));
    // Content in: no loading indicator left in the page's main part.
    await page.waitForFunction(() => document.querySelectorAll('#main [role="status"] [role="progressbar"]').length === 0, undefined, { timeout: UI_TIMEOUT });
    await expectAccessible(page, `${base}/${section} (${lang})`);
  }
  // The settings alone open the section last used (spec section 2), after a reload too.
  await page.goto(`${baseUrl()}${base}`);
  await urlMatches(page, new RegExp(`${base}/${sections.at(-1)}$`));
  return sections;
}

describe('settings accessibility (WCAG 2.1 AA, axe-core), English and French', () => {
  it.each(['en', 'fr'] as const)("a clinician's settings sections, in %s", async (lang) => {
    const account = await createTestAccount({ type: 'professional', lang });
    browser = await openBrowser();
    const sections = await walkSettings(browser.page, account.username, '/clinician/settings', lang);
    expect(sections).toEqual(CLINICIAN_SECTIONS);
  });

  it.each(['en', 'fr'] as const)("a manager's settings sections, in %s", async (lang) => {
    const manager = await createTestAccount({ type: 'manager', lang });
    await rpc(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: `Org ${manager.username}` });
    browser = await openBrowser();
    const sections = await walkSettings(browser.page, manager.username, '/manager/settings', lang);
    expect(sections).toEqual(MANAGER_SECTIONS);
  });
});
