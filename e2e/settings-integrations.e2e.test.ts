import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { INTEGRATION_TEST_SUBJECTS, type ClinicianProfile, type Integration } from '@openset/contracts';
import { ApiClient, createTestAccount, rpc } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import type { BrowserSession } from '@openset/testing/browser';
import type { Page } from 'playwright-core';
import { baseUrl, expectAccessible, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

async function openIntegrations(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, username, password);
  await urlMatches(page, /\/clinician/);
  await page.goto(`${baseUrl()}/clinician/settings/integrations`);
}

describe('Settings > Integrations (EMR and practice-management systems)', () => {
  it('says no integration is available yet, in English and in French, with nothing axe finds', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const { page } = browser;
    await openIntegrations(page, account.username, account.password);

    await visible(page.getByRole('heading', { level: 1, name: 'Integrations' }));
    await visible(page.getByText('No integrations are available yet.'));
    await visible(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Integrations' }));
    await expectAccessible(page, 'integrations, none (en)');

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Intégrations' }));
    await visible(page.getByText('Aucune intégration n’est encore disponible.'));
    await visible(page.getByRole('link', { name: 'Intégrations' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expectAccessible(page, 'integrations, none (fr)');
  });

  it('flashes a paused integration after sign-in, explains why when restarting it, and removes it once REMOVE is typed', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const integration = await rpc<Integration>(INTEGRATION_TEST_SUBJECTS.connect, { accountId: account.id });
    await rpc(INTEGRATION_TEST_SUBJECTS.fail, { accountId: account.id, integrationId: integration.id, error: 'permissionMissing' });
    const { page } = browser;

    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await visible(page.getByRole('status').filter({ hasText: 'There is a problem with your EMR integration' }));
    await page.goto(`${baseUrl()}/clinician/settings/integrations`);

    const table = page.getByTestId('integrations');
    await visible(table.getByRole('cell', { name: 'Test EMR', exact: true }));
    await visible(table.getByText('Paused'));
    await visible(table.getByText('Permission missing'));
    await expectAccessible(page, 'integrations, one paused (en)');

    await page.getByRole('button', { name: 'Restart Test EMR' }).click();
    const restartDialog = page.getByRole('dialog', { name: 'Restart Test EMR?' });
    await visible(restartDialog.getByText('Test EMR has not given OpenSet the permission it needs'));
    await expectAccessible(page, 'integrations, restart dialog (en)');
    await restartDialog.getByRole('button', { name: 'Restart' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Integration restarted.' }));
    await visible(table.getByText('Enabled'));
    expect(await page.getByRole('button', { name: 'Restart Test EMR' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Remove Test EMR' }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove Test EMR?' });
    await visible(removeDialog);
    const remove = removeDialog.getByRole('button', { name: 'Remove' });
    // The field has the focus: typing goes straight into it.
    await page.keyboard.type('remove');
    expect(await remove.isDisabled()).toBe(true);
    await removeDialog.getByLabel('Type REMOVE to confirm').fill('REMOVE');
    await expectAccessible(page, 'integrations, remove dialog (en)');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('status').filter({ hasText: 'Integration removed.' }));
    await visible(page.getByText('No integrations are available yet.'));

    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    expect(bodyOf<ClinicianProfile>(await api.get('/api/clinician'))).toMatchObject({ emr: null, emrEnabled: false });
  });

  it('explains a paused integration in French', async () => {
    const account = await createTestAccount({ type: 'professional', lang: 'fr' });
    const integration = await rpc<Integration>(INTEGRATION_TEST_SUBJECTS.connect, { accountId: account.id });
    await rpc(INTEGRATION_TEST_SUBJECTS.fail, { accountId: account.id, integrationId: integration.id, error: 'providerError' });
    const { page } = browser;
    await openIntegrations(page, account.username, account.password);

    await visible(page.getByRole('heading', { level: 1, name: 'Intégrations' }));
    await visible(page.getByTestId('integrations').getByText('En pause'));
    await expectAccessible(page, 'integrations, one paused (fr)');
    await page.getByRole('button', { name: 'Redémarrer Test EMR' }).click();
    await visible(page.getByRole('dialog', { name: 'Redémarrer Test EMR\u00a0?' }).getByText('Test EMR a répondu par une erreur'));
    await expectAccessible(page, 'integrations, restart dialog (fr)');
  });
});
