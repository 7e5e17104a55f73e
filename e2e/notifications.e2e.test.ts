import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ClientCreated } from '@openset/contracts';
import { ApiClient, createTestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf } from '@openset/testing/clinicians';
import { baseUrl, openBrowser, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('the notification bell', () => {
  it('counts a client’s portal message without a reload, lists it, and leads to the client’s messages', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const { portal: login, client } = bodyOf<ClientCreated>(
      await api.post('/api/clinician/clients', { firstname: 'Marc', lastname: 'Tremblay', email: `marc.${Date.now()}@example.test`, portalKey: '1979' }),
    );
    const portal = new ApiClient(baseUrl());
    portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: login.username, key: '1979' })).csrfToken;

    const { page } = browser;
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/clinician/notifications/live') && response.status() === 200, { timeout: UI_TIMEOUT });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
    await visible(bell);
    await streamOpen;

    bodyOf(await portal.post('/api/portal/feedback', { text: 'My shoulder is better today.' }));
    const unread = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await visible(unread);
    expect(page.url()).toMatch(/\/clinician\/designer\//);

    await unread.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await visible(panel.getByText('A client sent you a message.'));
    await visible(panel.getByText('New'));
    await panel.getByRole('link', { name: 'Open the client’s messages' }).click();
    await urlMatches(page, new RegExp(`/clinician/clients/${client.id}/tracking$`));
    await visible(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }));
  });
});
