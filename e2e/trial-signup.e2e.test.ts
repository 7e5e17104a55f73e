import type { BrowserSession } from '@openset/testing/browser';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { waitForMails } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import { baseUrl, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('sign-up for a 14-day trial', () => {
  it('signs up from the sign-in page, confirms the address from the e-mail, and the trial shows its days left', async () => {
    const email = `trial_${randomUUID().slice(0, 8)}@example.test`;
    const { page } = browser;

    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'New here? Start a free 14-day trial' }).click();
    await visible(page.getByRole('heading', { name: 'Start your free trial' }));
    await page.getByLabel('First name').fill('Terry');
    await page.getByLabel('Last name').fill('Trial');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('Trial-password-4');
    expect(await page.getByTestId('signup-strength').textContent()).toBe('Strength: strong');
    await page.getByLabel(/^Confirm the password/).fill('Trial-password-4');
    expect(await page.getByTestId('signup-match').textContent()).toBe('Passwords match!');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByRole('heading', { name: 'Check your e-mail' }));
    await visible(page.getByText(`If ${email} can be used, a link to confirm it is on its way.`));

    const [mail] = await waitForMails(email);
    expect(mail!.subject).toBe('Confirm your e-mail to start your OpenSet trial');
    const link = /https?:\/\/\S+?(\/signup\/confirm\/[A-Za-z0-9_-]{43})/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();
    await page.goto(`${baseUrl()}${link![1]}`);
    await visible(page.getByText('Your e-mail is confirmed and your 14-day trial has started.'));
    await page.getByRole('button', { name: 'Go to sign in' }).click();

    await urlMatches(page, /\/login$/);
    await signIn(page, email, 'Trial-password-4');
    await urlMatches(page, /\/clinician/);
    await visible(page.getByTestId('trial-banner'));
    expect(await page.getByTestId('trial-banner').textContent()).toBe('Trial: 14 days left.');

    // The link worked once.
    const again = await browser.context.newPage();
    await again.goto(`${baseUrl()}${link![1]}`);
    await visible(again.getByText('This confirmation link has expired or was already used.'));
  });
});
