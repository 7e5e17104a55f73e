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

describe('signing in and out', () => {
  it('takes a clinician to the designer, with the designer remote rendered', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await urlMatches(page, /\/login$/);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\/designer\//);
    await visible(page.getByRole('heading', { level: 1, name: 'Designer' }));
    await visible(page.getByRole('region', { name: 'Exercise browser' }));
    await visible(page.getByRole('region', { name: 'Set builder' }));
    await visible(page.getByRole('status').filter({ hasText: 'Welcome back' }));
  });

  it('keeps the login screen with an error after a wrong password', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro', 'not-the-password');
    await visible(page.getByTestId('login-error'));
    expect(await page.getByTestId('login-error').textContent()).toContain('You entered an incorrect password.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('returns to the login screen on logout, and the session is gone on the server', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');
    await visible(page.getByRole('region', { name: 'Set builder' }));
    await page.getByRole('button', { name: 'Log out' }).click();
    await urlMatches(page, /\/login$/);
    await visible(page.getByRole('heading', { name: 'Sign in' }));
    // A reload must not find a session either: logout ended it on the server.
    await page.goto(`${baseUrl()}/clinician/designer`);
    await urlMatches(page, /\/login$/);
  });

  it('takes a manager to the teams screen', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'manager');
    await urlMatches(page, /\/manager\/teams$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Teams' }));
  });

  it('sends a clinician who types /manager back to landing, and so to the designer', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');
    await visible(page.getByRole('region', { name: 'Set builder' }));
    await page.goto(`${baseUrl()}/manager/teams`);
    await urlMatches(page, /\/clinician\/designer\//);
    await visible(page.getByRole('region', { name: 'Exercise browser' }));
  });

  it('follows the redirect query after sign-in', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login?redirect=/clinician/clients`);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\/clients$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Clients' }));
  });

  it('restores a deep link opened while signed out once the user signs in', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/clinician/outcomes`);
    await urlMatches(page, /\/login$/);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\/outcomes$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Outcomes' }));
  });
});
