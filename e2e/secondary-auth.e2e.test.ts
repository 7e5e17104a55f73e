import type { BrowserSession } from '@openset/testing/browser';
import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createTestAccount, stackInfo, waitForMails } from '@openset/testing';
import pg from 'pg';
import { baseUrl, openBrowser, urlMatches, visible } from './support';

let browser: BrowserSession;
const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

afterAll(() => db.end());

/** The code of the newest sign-in e-mail to this address, as the mail catcher received it. */
async function codeFromMail(address: string, count: number): Promise<string> {
  const mails = await waitForMails(address, count);
  const code = /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text ?? '')?.[1];
  expect(code).toBeDefined();
  return code!;
}

describe('secondary authentication', () => {
  it('asks for the e-mailed code after the password, takes digits only, and signs in by itself at the sixth digit', async () => {
    const account = await createTestAccount({ type: 'professional' });
    await db.query('update auth.accounts set secondary_auth = true where id = $1', [account.id]);
    const { page } = browser;

    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Username or e-mail').fill(account.username);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await visible(page.getByRole('heading', { name: 'Enter your code' }));
    const [local, domain] = account.email.split('@');
    await visible(page.getByText(`A 6-digit code was sent to ${local![0]}***@${domain}.`));
    const field = page.getByLabel(/^Six-digit code/);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);

    // A wrong code: the field empties and says so.
    const code = await codeFromMail(account.email, 1);
    const wrong = code === '999999' ? '999998' : '999999';
    await field.pressSequentially(wrong);
    await visible(page.getByTestId('secondary-error'));
    expect(await page.getByTestId('secondary-error').textContent()).toContain('Wrong or expired code');
    expect(await field.inputValue()).toBe('');

    // Letters and spaces are dropped, at most six digits are kept, and the sixth sends it.
    await field.pressSequentially(`a${code.slice(0, 3)} x`);
    expect(await field.inputValue()).toBe(code.slice(0, 3));
    await field.pressSequentially(`${code.slice(3)}7`);

    await urlMatches(page, /\/clinician/);
  });
});
