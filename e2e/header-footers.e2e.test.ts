import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ClinicianProfile, HeaderFooterList } from '@openset/contracts';
import { ApiClient, createTestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, expectAccessible, openBrowser, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

/** An image that has arrived and been decoded (not a broken-image icon). */
async function imageLoaded(image: Locator): Promise<void> {
  await visible(image);
  const deadline = Date.now() + UI_TIMEOUT;
  while (Date.now() < deadline) {
    if (await image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The image did not load');
}

describe('settings: headers and footers', () => {
  it('creates a header with a logo, refuses a file that is no image, and selects it for printouts', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const logo = await sharp({ create: { width: 400, height: 160, channels: 3, background: '#00695C' } }).png().toBuffer();

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await urlMatches(page, /\/clinician\/settings\/personal$/);
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Headers and footers' }).click();
    await urlMatches(page, /\/clinician\/settings\/headers$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Headers and footers' }));
    await visible(page.getByText('You have no headers yet.', { exact: false }));
    await page.waitForFunction(() => document.title === 'Headers and footers – OpenSet', undefined, { timeout: UI_TIMEOUT });

    await page.getByRole('button', { name: 'New header' }).click();
    const dialog = page.getByRole('dialog', { name: 'New header' });
    await dialog.getByLabel('Header line 1').fill('Riverside Physiotherapy');
    await dialog.getByLabel('Header line 2').fill('12 Bank Street, Ottawa');
    await dialog.getByLabel('Header line 3').fill('Tel. 613 555 0100');
    await dialog.getByLabel('Footer').fill('Call us if the pain gets worse.');

    // A file that is no image: the library's rules refuse it, and the dialog says so.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not a logo') });
    await visible(dialog.getByRole('alert').filter({ hasText: 'Upload Error' }));
    await visible(dialog.getByText('File is either the wrong type, or too big.', { exact: false }));

    await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await imageLoaded(dialog.getByRole('img', { name: 'Logo preview' }));
    await expectAccessible(page, 'the new-header dialog with a logo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Saved.' }));
    expect(await dialog.count()).toBe(0);

    const card = page.getByRole('listitem', { name: 'Riverside Physiotherapy' });
    await visible(card.getByText('12 Bank Street, Ottawa'));
    await visible(card.getByText('Call us if the pain gets worse.'));
    await imageLoaded(card.getByRole('img', { name: 'Logo of the header Riverside Physiotherapy' }));
    await expectAccessible(page, 'the headers screen');

    // Selected for printouts, and still selected after a reload (the profile keeps it).
    const use = card.getByRole('switch', { name: 'Use “Riverside Physiotherapy” on printouts' });
    expect(await use.isChecked()).toBe(false);
    await use.click();
    await visible(page.getByRole('status').filter({ hasText: 'Your printouts now use “Riverside Physiotherapy”.' }));
    await page.reload();
    const reloaded = page.getByRole('listitem', { name: 'Riverside Physiotherapy' }).getByRole('switch', { name: 'Use “Riverside Physiotherapy” on printouts' });
    await visible(reloaded);
    expect(await reloaded.isChecked()).toBe(true);

    const headers = (await api.get<HeaderFooterList>('/api/clinician/headerFooters')).json.body as HeaderFooterList;
    expect(headers.items.map((item) => [item.headerLine1, item.headerLine2, item.headerLine3, item.footer, item.logo !== null])).toEqual([
      ['Riverside Physiotherapy', '12 Bank Street, Ottawa', 'Tel. 613 555 0100', 'Call us if the pain gets worse.', true],
    ]);
    const profile = (await api.get<ClinicianProfile>('/api/clinician')).json.body as ClinicianProfile;
    expect(profile.headerFooterId).toBe(headers.items[0]!.id);

    // Deleting asks first.
    await page.getByRole('button', { name: 'Delete “Riverside Physiotherapy”' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this header?' });
    await visible(confirm.getByText('“Riverside Physiotherapy” will no longer be available for your printouts.'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Header deleted.' }));
    await visible(page.getByText('You have no headers yet.', { exact: false }));
  });
});
