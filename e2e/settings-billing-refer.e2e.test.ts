import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiClient, createTestAccount, waitForMails } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { randomUUID } from 'node:crypto';
import { baseUrl, expectAccessible, openBrowser, signIn, urlMatches, visible } from './support';

jest.setTimeout(240_000);

let browser: BrowserSession;
let visitor: BrowserSession | null = null;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
  await visitor?.close();
  visitor = null;
});

const CONFIRM_LINK = /https?:\/\/\S+?\/signup\/confirm\/([A-Za-z0-9_-]{43})/;

describe('Settings > Billing and Settings > Refer', () => {
  it('shows a trial its days left and the billing link; the referral link copies, signs a colleague up, and counts them', async () => {
    const account = await createTestAccount({ type: 'trial' });
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician/);

    // Billing: the trial's 14 days, and the way out to the billing system in a new tab.
    await page.goto(`${baseUrl()}/clinician/settings/billing`);
    await visible(page.getByRole('heading', { name: 'Billing', level: 1 }));
    await visible(page.getByTestId('trial-days-left'));
    expect(await page.getByTestId('trial-days-left').textContent()).toMatch(/^14 days \(until .+\)$/);
    const manage = page.getByRole('link', { name: 'Manage billing' });
    expect(await manage.getAttribute('href')).toMatch(/^https?:\/\/.+/);
    expect(await manage.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'settings/billing (en)');

    // Refer, from the settings navigation: the link, copied to the clipboard with a flash.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Refer' }).click();
    await urlMatches(page, /\/clinician\/settings\/refer$/);
    await visible(page.getByRole('heading', { name: 'Refer a colleague', level: 1 }));
    const field = page.getByLabel('Your referral link');
    await visible(field);
    const link = await field.inputValue();
    expect(link).toMatch(/^https?:\/\/[^/]+\/signup\?ref=[A-Za-z0-9_-]{12}$/);
    expect(await page.getByTestId('referral-sign-ups').textContent()).toBe('0 accounts signed up through your link.');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Copied.' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectAccessible(page, 'settings/refer (en)');

    // A colleague opens the link: the sign-up form, and the account made counts for the referrer.
    visitor = await openBrowser();
    const colleague = `colleague_${randomUUID().slice(0, 8)}@example.test`;
    await visitor.page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await visible(visitor.page.getByRole('heading', { name: 'Start your free trial' }));
    await visitor.page.getByLabel('First name').fill('Cora');
    await visitor.page.getByLabel('Last name').fill('Colleague');
    await visitor.page.getByLabel('E-mail').fill(colleague);
    await visitor.page.getByLabel(/^Password/).fill('Colleague-pass-7');
    await visitor.page.getByLabel(/^Confirm the password/).fill('Colleague-pass-7');
    await visitor.page.getByRole('button', { name: 'Sign up' }).click();
    await visible(visitor.page.getByRole('heading', { name: 'Check your e-mail' }));
    const [mail] = await waitForMails(colleague);
    const token = CONFIRM_LINK.exec(mail!.text ?? '')![1]!;
    expect((await new ApiClient(baseUrl()).post(`/api/signup/confirm/${token}`)).status).toBe(200);

    // French: the language switch, then both screens again, the count read afresh.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Langue changée' }));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Parrainer un collègue', level: 1 }));
    await visible(page.getByTestId('referral-sign-ups').filter({ hasText: /^1\s+compte s’est inscrit par votre lien\.$/ }));
    expect(await page.getByLabel('Votre lien de parrainage').inputValue()).toBe(link);
    await expectAccessible(page, 'settings/refer (fr)');

    await page.getByRole('navigation', { name: 'Sections des paramètres' }).getByRole('link', { name: 'Facturation' }).click();
    await visible(page.getByRole('heading', { name: 'Facturation', level: 1 }));
    await visible(page.getByTestId('trial-days-left'));
    expect(await page.getByTestId('trial-days-left').textContent()).toMatch(/^14\s+jours \(jusqu’au .+\)$/);
    await visible(page.getByRole('link', { name: 'Gérer la facturation' }));
    await expectAccessible(page, 'settings/billing (fr)');
  });

  it('tells a student that the account is free and why there is no referral link', async () => {
    const account = await createTestAccount({ type: 'student' });
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician/);
    await page.goto(`${baseUrl()}/clinician/settings/billing`);
    await visible(page.getByText('Student accounts are free: there is nothing to pay.'));
    expect(await page.getByRole('link', { name: 'Manage billing' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/clinician/settings/refer`);
    await visible(page.getByText('Student accounts have no referral link: links are for professional and trial accounts.'));
    expect(await page.getByLabel('Your referral link').count()).toBe(0);
  });
});
