import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf } from '@openset/testing/clinicians';
import { baseUrl, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('settings: personal and password', () => {
  it('changes the password: a wrong current one is refused with "Wrong Password", the new one signs in', async () => {
    const account = await createTestAccount();
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    // A first visit opens Personal, the spec's default.
    await urlMatches(page, /\/clinician\/settings\/personal$/);
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Password' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Password' }));

    const newPassword = 'Rivers-and-Hills-42';
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await visible(page.getByText('Strength: too weak'));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await visible(page.getByText('Strength: strong'));
    await page.getByLabel('Confirm the new password').fill(`${newPassword}!`);
    await visible(page.getByText('Passwords do not match'));
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await visible(page.getByText('Passwords match!'));
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Wrong Password'));

    // Leaving with the fields filled asks first.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Personal' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await visible(leave);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await urlMatches(page, /\/clinician\/settings\/password$/);

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Password changed.'));
    expect(await page.getByLabel('Current password').inputValue()).toBe('');

    const api = new ApiClient(baseUrl());
    expect((await api.login(account.username, account.password)).status).not.toBe(200);
    expect((await api.login(account.username, newPassword)).status).toBe(200);
  });

  it('saves the idle timeout at its minimum and signs out after it, time shortened by the browser’s clock', async () => {
    const account = await createTestAccount();
    const { page } = browser;
    // The page's clock runs as usual until the test moves it on.
    await page.clock.install();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await page.goto(`${baseUrl()}/clinician/settings/personal`);
    await visible(page.getByRole('heading', { level: 1, name: 'Personal' }));

    await page.getByRole('combobox', { name: 'Sign me out after' }).click();
    await page.getByRole('option', { name: '15 minutes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Saved.'));
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    expect(bodyOf<{ timeout: number }>(await api.get('/api/clinician')).timeout).toBe(15);

    // Sixteen minutes without a key or a click.
    await page.clock.fastForward('16:00');
    await urlMatches(page, /\/login/);
    await visible(page.getByText('You were signed out after a period of inactivity.'));
  });
});
