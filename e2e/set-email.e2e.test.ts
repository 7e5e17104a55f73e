import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ClientListItem, ExerciseSet } from '@openset/contracts';
import { ApiClient, waitFor, waitForMails } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf } from '@openset/testing/clinicians';
import { baseUrl, expectAccessible, openBrowser, PASSWORD, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('e-mailing a set', () => {
  it('pro e-mails Jane Doe her program from the set builder, and the e-mail arrives', async () => {
    // Jane Doe's program, saved by pro (the seeded accounts of api-conventions.md).
    const api = new ApiClient(baseUrl());
    expect((await api.login('pro', PASSWORD)).status).toBe(200);
    const [jane] = bodyOf<{ items: ClientListItem[] }>(await api.get('/api/clinician/clients', { search: 'jane@example.test' })).items;
    const title = `Knee program ${randomUUID().slice(0, 6)}`;
    const set = bodyOf<ExerciseSet>(await api.post('/api/clinician/sets', { type: 'clientSet', clientId: jane!.id, savename: title, title }));

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\/designer/);

    // Settings > Client e-mail: the default message and the signature.
    await page.goto(`${baseUrl()}/clinician/settings/email`);
    await visible(page.getByRole('heading', { name: 'Client e-mail' }));
    await visible(page.getByLabel('Default message'));
    await page.getByLabel('Default message').fill('Here is what we went through today.');
    await expectAccessible(page, 'Settings > Client e-mail');
    await page.getByLabel('Signature').fill(`Pat Pro, PT ${title}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Saved.'));

    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`);
    const builder = page.getByRole('region', { name: 'Set builder' });
    await visible(builder.getByRole('button', { name: 'E-mail', exact: true }));
    await builder.getByRole('button', { name: 'E-mail', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `E-mail “${title}” to the client` });
    await visible(dialog);
    await visible(dialog.getByLabel('Subject'));
    expect(await dialog.getByLabel('Subject').inputValue()).toBe(`Your exercise program: ${title}`);
    await visible(dialog.getByLabel('Message'));
    expect(await dialog.getByLabel('Message').inputValue()).toBe('Here is what we went through today.');
    await expectAccessible(page, 'E-mail set dialog');
    await dialog.getByLabel('Attach the program as a PDF').check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('E-mail sent.'));
    await waitFor(async () => ((await dialog.count()) === 0 ? true : undefined));

    // In the SMTP receiver: Jane's e-mail with the message, the portal link, the signature and the PDF.
    const mail = await waitFor(async () => {
      const all = await waitForMails('jane@example.test', 1);
      return all.find((one) => one.subject === `Your exercise program: ${title}`);
    }, 30_000);
    expect(mail.text).toContain('Hello Jane,\n\nHere is what we went through today.');
    expect(mail.text).toMatch(/\/portal\n/);
    expect(mail.text).toContain(`-- \nPat Pro, PT ${title}`);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  });
});
