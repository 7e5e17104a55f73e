import type { BrowserSession } from '@openset/testing/browser';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { stackInfo, waitForMails } from '@openset/testing';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { baseUrl, openBrowser, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

const root = resolve(import.meta.dirname, '..');

/** `npm run admin -- create <e-mail>` as a deployment runs it: production mode, against the running stack's database. */
async function createAdministrator(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [resolve(root, 'services/auth/dist/admin-cli.js'), 'create', email], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: stackInfo().databaseUrl, PUBLIC_URL: baseUrl(), NODE_ENV: 'production' },
  });
  const link = /https?:\/\/\S+?(\/reset\/[A-Za-z0-9_-]{43})/.exec(stdout);
  expect(link).not.toBeNull();
  return link![1]!;
}

async function setPassword(page: BrowserSession['page'], path: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm the new password/).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await urlMatches(page, /\/login$/);
}

describe('the operator console', () => {
  it('the first administrator, made by the command, creates an organisation whose manager signs in', async () => {
    const tag = randomUUID().slice(0, 8);
    const adminEmail = `admin_${tag}@example.test`;
    const managerEmail = `manager_${tag}@example.test`;
    const { page } = browser;

    await setPassword(page, await createAdministrator(adminEmail), 'Admin-password-5');
    await signIn(page, adminEmail, 'Admin-password-5');
    await urlMatches(page, /\/admin\/accounts$/);
    await visible(page.getByRole('heading', { name: 'Accounts' }));

    await page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name: 'New organisation' }).click();
    await visible(page.getByRole('heading', { name: 'New organisation' }));
    await page.getByLabel(/^Organisation name/).fill(`Clinic ${tag}`);
    await page.getByLabel(/^Seats/).fill('5');
    await page.getByLabel(/^First name/).fill('Morgan');
    await page.getByLabel(/^Last name/).fill('Lead');
    await page.getByLabel(/^E-mail/).fill(managerEmail);
    await page.getByRole('button', { name: 'Create the organisation' }).click();
    await visible(page.getByText(`Organisation Clinic ${tag} created; ${managerEmail} was e-mailed a link to choose a password.`));

    await page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByLabel('Search accounts').fill(managerEmail);
    await visible(page.getByRole('cell', { name: managerEmail }));
    await visible(page.getByRole('cell', { name: '0 of 5 used' }));

    const [mail] = await waitForMails(managerEmail);
    expect(mail!.subject).toBe('Your OpenSet account is ready');
    const link = /https?:\/\/\S+?(\/reset\/[A-Za-z0-9_-]{43})/.exec(mail!.text ?? '');
    // The manager, in a browser of their own.
    const manager = await openBrowser();
    try {
      await setPassword(manager.page, link![1]!, 'Manager-password-6');
      await signIn(manager.page, managerEmail, 'Manager-password-6');
      await urlMatches(manager.page, /\/manager/);
      await visible(manager.page.getByText(`Clinic ${tag}`).first());
    } finally {
      await manager.close();
    }
  });
});
