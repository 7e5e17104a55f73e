import { afterAll, describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount, stackInfo, waitForMails, type TestAccount } from '@openset/testing';
import { bodyOf, errorOf, teamWith } from '@openset/testing/clinicians';
import { expectAbout } from '@openset/testing/expect';
import { randomInt } from 'node:crypto';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

interface SecondaryStep {
  outcome: 'secondaryAuth';
  secondaryAuthRequired: true;
  email: string;
  challenge: string;
}

/** A browser appearing from an address of its own (RFC 5737 documentation range). */
const fromAddress = (address = `203.0.113.${randomInt(1, 255)}`) => new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address });

/** The code of the newest sign-in e-mail to this address, after waiting for `count` of them. */
async function codeFromMail(address: string, count = 1): Promise<string> {
  const mails = await waitForMails(address, count);
  const mail = mails[mails.length - 1]!;
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(mail.subject).toContain(code);
  return code!;
}

const secondary = (client: ApiClient, challenge: string, code: string) => client.post('/api/login/secondary', { challenge, code });

async function withProfileFlag(): Promise<TestAccount> {
  const account = await createTestAccount({ type: 'professional' });
  await db.query('update auth.accounts set secondary_auth = true where id = $1', [account.id]);
  return account;
}

describe('secondary authentication: a code e-mailed after the password', () => {
  it('asks for the code when the profile says so, signs in with it once, and not before', async () => {
    const account = await withProfileFlag();
    const browser = fromAddress();

    const first = await browser.login(account.username, account.password);

    const step = bodyOf<SecondaryStep>(first);
    expect(step).toMatchObject({ outcome: 'secondaryAuth', secondaryAuthRequired: true, email: `${account.email[0]}***@${account.email.split('@')[1]}` });
    expect(browser.sessionCookie).toBeNull();
    const code = await codeFromMail(account.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(errorOf(await secondary(browser, step.challenge, wrong))).toMatchObject({ status: 401, code: 'ERRAUTH' });
    expect(browser.sessionCookie).toBeNull();

    const signedIn = await secondary(browser, step.challenge, code);

    expect(bodyOf<{ outcome: string; profile: { id: string } }>(signedIn)).toMatchObject({ outcome: 'success', profile: { id: account.id } });
    expect(browser.sessionCookie).not.toBeNull();
    expect((await browser.get('/api/ping')).status).toBe(200);
    // Single use: the same code again opens nothing.
    expect(errorOf(await secondary(fromAddress(), step.challenge, code))).toMatchObject({ status: 401, code: 'ERRAUTH' });
  });

  it('refuses a code once it has expired', async () => {
    const account = await withProfileFlag();
    const browser = fromAddress();
    const step = bodyOf<SecondaryStep>(await browser.login(account.username, account.password));
    const code = await codeFromMail(account.email);
    await db.query(`update auth.secondary_challenges set expires_at = now() - interval '1 second' where account_id = $1`, [account.id]);

    expect(errorOf(await secondary(browser, step.challenge, code))).toMatchObject({ status: 401, code: 'ERRAUTH' });
    expect(browser.sessionCookie).toBeNull();
  });

  it('takes five wrong codes, then answers ERRRATELIMIT even to the right one, there and then; the owner signs in from elsewhere', async () => {
    const account = await withProfileFlag();
    const browser = fromAddress();
    const step = bodyOf<SecondaryStep>(await browser.login(account.username, account.password));
    const code = await codeFromMail(account.email);
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== code).slice(0, 5);
    for (const [index, wrong] of wrongCodes.entries()) {
      expectAbout((await secondary(browser, step.challenge, wrong)).status, `wrong code ${index + 1}`).toBe(401);
    }

    const limited = await secondary(browser, step.challenge, code);

    expect(errorOf(limited)).toMatchObject({ status: 429, code: 'ERRRATELIMIT' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(browser.sessionCookie).toBeNull();
    // Wrong codes are also counted per account and address: that address waits out the window,
    // the owner elsewhere signs in with a new code.
    const again = bodyOf<SecondaryStep>(await browser.login(account.username, account.password));
    expect(errorOf(await secondary(browser, again.challenge, await codeFromMail(account.email, 2))).status).toBe(429);
    const elsewhere = fromAddress();
    const fresh = bodyOf<SecondaryStep>(await elsewhere.login(account.username, account.password));
    expect(bodyOf<{ outcome: string }>(await secondary(elsewhere, fresh.challenge, await codeFromMail(account.email, 3))).outcome).toBe('success');
  });

  it('refuses codes that are not six digits as invalid, without counting them', async () => {
    const account = await withProfileFlag();
    const browser = fromAddress();
    const step = bodyOf<SecondaryStep>(await browser.login(account.username, account.password));
    for (const code of ['12345', '1234567', '12a456']) {
      expectAbout(errorOf(await secondary(browser, step.challenge, code)).code, code).toBe('ERRVALIDATION');
    }
    expect(bodyOf<{ outcome: string }>(await secondary(browser, step.challenge, await codeFromMail(account.email))).outcome).toBe('success');
  });

  it("under the team's rule asks only on a network not seen in two weeks", async () => {
    const { staff } = await teamWith([{ secondaryAuth: true }]);
    const member = staff[0]!.account;
    const office = '203.0.113.200';
    const home = '198.51.100.23';

    const atOffice = bodyOf<SecondaryStep>(await fromAddress(office).login(member.username, member.password));
    expect(atOffice.outcome).toBe('secondaryAuth');
    const officeBrowser = fromAddress(office);
    expect(bodyOf<{ outcome: string }>(await secondary(officeBrowser, atOffice.challenge, await codeFromMail(member.email))).outcome).toBe('success');

    // Recognised from then on: no code at the office.
    expect(bodyOf<{ outcome: string }>(await fromAddress(office).login(member.username, member.password)).outcome).toBe('success');
    expect(bodyOf<{ outcome: string }>(await fromAddress(home).login(member.username, member.password)).outcome).toBe('secondaryAuth');

    // Two weeks later the office is a new network again.
    await db.query(`update auth.known_networks set last_seen_at = now() - interval '15 days' where account_id = $1`, [member.id]);
    expect(bodyOf<{ outcome: string }>(await fromAddress(office).login(member.username, member.password)).outcome).toBe('secondaryAuth');
  });

  it('asks nothing of an account without either flag', async () => {
    const account = await createTestAccount({ type: 'professional' });
    expect(bodyOf<{ outcome: string }>(await fromAddress().login(account.username, account.password)).outcome).toBe('success');
  });
});
