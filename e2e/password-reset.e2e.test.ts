import type { BrowserSession } from '@openset/testing/browser';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount, waitForMails } from '@openset/testing';
import { baseUrl, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('forgot password', () => {
  it('asks for a link from the sign-in page, sets a new password from the e-mail and signs in with it', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const { page } = browser;

    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await visible(page.getByRole('heading', { name: 'Forgot password' }));
    await page.getByLabel('Username or e-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send instructions' }).click();
    await visible(page.getByText('Instructions sent to email'));
    // The confirmation closes after 3 s: the sign-in form is back.
    await visible(page.getByRole('heading', { name: 'Sign in' }));

    const [mail] = await waitForMails(account.email);
    const link = /https?:\/\/\S+?(\/reset\/[A-Za-z0-9_-]{43})/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();

    await page.goto(`${baseUrl()}${link![1]}`);
    await visible(page.getByRole('heading', { name: 'Set a new password' }));
    await page.getByLabel(/^New password/).fill('short');
    expect(await page.getByTestId('reset-strength').textContent()).toBe('Strength: too weak');
    await page.getByLabel(/^New password/).fill('Brand-new-password-7');
    expect(await page.getByTestId('reset-strength').textContent()).toBe('Strength: strong');
    await page.getByLabel(/^Confirm the new password/).fill('Brand-new-password-8');
    expect(await page.getByTestId('reset-match').textContent()).toBe('Passwords do not match');
    await page.getByLabel(/^Confirm the new password/).fill('Brand-new-password-7');
    expect(await page.getByTestId('reset-match').textContent()).toBe('Passwords match!');
    await page.getByRole('button', { name: 'Set password' }).click();

    await urlMatches(page, /\/login$/);
    await visible(page.getByText('Your new password is set. Sign in with it.'));
    expect((await new ApiClient().login(account.username, account.password)).status).toBe(401);
    await signIn(page, account.username, 'Brand-new-password-7');
    await urlMatches(page, /\/clinician/);

    // The link worked once.
    const again = await browser.context.newPage();
    await again.goto(`${baseUrl()}${link![1]}`);
    await again.getByLabel(/^New password/).fill('Another-password-9');
    await again.getByLabel(/^Confirm the new password/).fill('Another-password-9');
    await again.getByRole('button', { name: 'Set password' }).click();
    await visible(again.getByTestId('reset-error'));
    expect(await again.getByTestId('reset-error').textContent()).toContain('has expired or was already used');
  });
});
