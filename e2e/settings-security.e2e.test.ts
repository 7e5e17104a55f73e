import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createTestAccount, waitForMails } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { teamWith } from '@openset/testing/clinicians';
import type { Page } from 'playwright-core';
import { baseUrl, expectAccessible, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

/** The language switch of the frame, as a person uses it; waits for the flash in French. */
async function switchToFrench(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await visible(page.getByRole('status').filter({ hasText: 'Langue changée' }));
}

describe('Settings > Security', () => {
  it('turns two-step sign-in on (saved at once, kept after a reload), lists this network and forgets it after asking, in English and French', async () => {
    const account = await createTestAccount();
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\//);
    await page.goto(`${baseUrl()}/clinician/settings`);
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security' }).click();
    await urlMatches(page, /\/clinician\/settings\/security$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Security' }));

    const networks = page.getByTestId('recognised-networks');
    await visible(networks.getByText('This network'));
    await visible(page.getByRole('heading', { level: 2, name: 'API keys' }));
    const twoStep = page.getByRole('switch', { name: 'Two-step sign-in' });
    await visible(twoStep);
    expect(await twoStep.isChecked()).toBe(false);
    await expectAccessible(page, 'settings security (en)');

    await twoStep.click();
    await visible(page.getByText('Saved.'));
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Security' }));
    await visible(networks.getByText('This network'));
    expect(await page.getByRole('switch', { name: 'Two-step sign-in' }).isChecked()).toBe(true);

    await switchToFrench(page);
    await visible(page.getByRole('heading', { level: 1, name: 'Sécurité' }));
    await visible(networks.getByText('Ce réseau'));
    expect(await page.getByRole('switch', { name: 'Connexion en deux étapes' }).isChecked()).toBe(true);
    await expectAccessible(page, 'settings security (fr)');

    await networks.getByRole('button', { name: /^Oublier / }).click();
    const dialog = page.getByRole('dialog', { name: 'Oublier ce réseau\u00a0?' });
    await visible(dialog);
    await expectAccessible(page, 'forget network dialog (fr)');
    await dialog.getByRole('button', { name: 'Oublier' }).click();
    await visible(page.getByText('Réseau oublié.'));
    await visible(page.getByText('Aucun réseau n’est encore reconnu.'));
  });

  it("shows two-step sign-in on and fixed when the staff member's team requires it, saying why", async () => {
    const { staff } = await teamWith([{ secondaryAuth: true }]);
    const member = staff[0]!.account;
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, member.username, member.password);
    // A network the member never signed in from: the team's rule asks for the code.
    const [mail] = await waitForMails(member.email, 1);
    const code = /\b(\d{6})\b/.exec(mail!.text ?? '')![1]!;
    await page.getByLabel(/^Six-digit code/).pressSequentially(code);
    await urlMatches(page, /\/clinician\//);
    await page.goto(`${baseUrl()}/clinician/settings/security`);

    const twoStep = page.getByRole('switch', { name: 'Two-step sign-in' });
    await visible(twoStep);
    expect(await twoStep.isChecked()).toBe(true);
    expect(await twoStep.isDisabled()).toBe(true);
    await visible(page.getByText('Your team requires it'));
    await visible(page.getByTestId('recognised-networks').getByText('This network'));
  });

  it("shows a manager's own two-step sign-in and recognised networks, in English and French", async () => {
    const manager = await createTestAccount({ type: 'manager' });
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, manager.username, manager.password);
    await urlMatches(page, /\/manager\//);
    await page.goto(`${baseUrl()}/manager/settings/security`);
    const networks = page.getByTestId('recognised-networks');
    await visible(networks.getByText('This network'));
    await visible(page.getByRole('switch', { name: 'Two-step sign-in' }));
    await expectAccessible(page, 'manager settings security (en)');

    await switchToFrench(page);
    await visible(networks.getByText('Ce réseau'));
    await visible(page.getByRole('button', { name: 'Tout oublier' }));
    await expectAccessible(page, 'manager settings security (fr)');
  });
});
