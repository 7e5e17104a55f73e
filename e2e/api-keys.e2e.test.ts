import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount, stackInfo } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { baseUrl, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('Settings > Security: API keys', () => {
  it('creates a key shown once, lists it without the key, and revokes it after asking', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician/);
    await page.goto(`${baseUrl()}/clinician/settings/security`);
    await visible(page.getByRole('heading', { name: 'API keys' }));
    await visible(page.getByText('You have no API keys.'));

    await page.getByLabel('Name (optional)').fill('Clinic records');
    await page.getByLabel('IP address it works from (optional)').fill('203.0.113.9');
    await page.getByRole('button', { name: 'Create key' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your new API key' });
    await visible(dialog);
    const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    const table = page.getByTestId('api-keys');
    await visible(table.getByRole('cell', { name: 'Clinic records', exact: true }));
    expect(await table.textContent()).toContain('203.0.113.9');
    expect(await table.textContent()).not.toContain(key);
    const partner = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${key}` });
    expect((await partner.get('/api/clinician')).status).toBe(200);

    await page.getByRole('button', { name: 'Revoke Clinic records' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await visible(page.getByText('You have no API keys.'));
    expect((await partner.get('/api/clinician')).status).toBe(401);
  });
});
