import { afterAll, describe, expect, it } from '@jest/globals';
import { RESET_INSTRUCTIONS_SENT } from '@openset/contracts';
import { ApiClient, createTestAccount, stackInfo, waitForMails } from '@openset/testing';
import { bodyOf, errorOf } from '@openset/testing/clinicians';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

const LINK = /https?:\/\/\S+?\/reset\/([A-Za-z0-9_-]{43})/;

/** The token of the newest reset e-mail to this address, after waiting for `count` of them. */
async function linkFromMail(address: string, count = 1): Promise<{ token: string; subject: string; text: string }> {
  const mails = await waitForMails(address, count);
  const mail = mails[mails.length - 1]!;
  const match = LINK.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  return { token: match![1]!, subject: mail.subject ?? '', text: mail.text ?? '' };
}

const forgot = (client: ApiClient, token: string) => client.post('/api/password/reset', { token });
const setPassword = (client: ApiClient, token: string, password: string) => client.post(`/api/password/reset/${token}`, { password });

describe('forgot password: POST /api/password/reset and /api/password/reset/{hash}', () => {
  it('answers an unknown account exactly as a known one, in about the same time, and e-mails only the known one', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const known = await forgot(new ApiClient(), account.username);
    const unknownAddress = `nobody_${randomUUID()}@example.test`;
    const unknown = await forgot(new ApiClient(), unknownAddress);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(bodyOf(known)).toEqual({ ok: true, message: RESET_INSTRUCTIONS_SENT });

    // Timing: medians of a few calls each stay within 150 ms of each other.
    const time = async (token: string) => {
      const started = performance.now();
      expect((await forgot(new ApiClient(), token)).status).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      knownTimes.push(await time(account.email));
      unknownTimes.push(await time(unknownAddress));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(150);

    const { subject } = await linkFromMail(account.email);
    expect(subject).toBe('Set a new OpenSet password');
    const stored = await db.query<{ token_hash: string }>('select token_hash from auth.password_resets where account_id = $1', [account.id]);
    expect(stored.rowCount).toBeGreaterThanOrEqual(1);
  });

  it('sets the password once through the e-mailed link, ends every session of the account, and refuses the link again', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const otherDevice = new ApiClient();
    expect((await otherDevice.login(account.username, account.password)).status).toBe(200);
    expect((await otherDevice.get('/api/ping')).status).toBe(200);

    expect((await forgot(new ApiClient(), account.email.toUpperCase())).status).toBe(200);
    const { token } = await linkFromMail(account.email);
    // Only its digest is stored.
    const rows = await db.query<{ token_hash: string }>('select token_hash from auth.password_resets where account_id = $1', [account.id]);
    expect(rows.rows.map((row) => row.token_hash)).not.toContain(token);

    const visitor = new ApiClient();
    expect(errorOf(await setPassword(visitor, token, 'short'))).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
    const reset = await setPassword(visitor, token, 'a-new-password-1');
    expect(bodyOf(reset)).toEqual({ ok: true });

    expect((await otherDevice.get('/api/ping')).status).toBe(401);
    expect((await new ApiClient().login(account.username, account.password)).status).toBe(401);
    expect((await new ApiClient().login(account.username, 'a-new-password-1')).status).toBe(200);

    const again = await setPassword(new ApiClient(), token, 'another-password-2');
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'ERROPERATION', details: { key: 'resetLinkInvalid' } });
    expect((await new ApiClient().login(account.username, 'another-password-2')).status).toBe(401);
  });

  it('sets the password once when one link is used twice at the same time', async () => {
    const account = await createTestAccount({ type: 'professional' });
    expect((await forgot(new ApiClient(), account.username)).status).toBe(200);
    const { token } = await linkFromMail(account.email);

    const answers = await Promise.all(['a-new-password-1', 'a-new-password-2'].map((password) => setPassword(new ApiClient(), token, password)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(errorOf(refused)).toMatchObject({ code: 'ERROPERATION', details: { key: 'resetLinkInvalid' } });
  });

  it('refuses an expired link and an unknown one with the catalogue error', async () => {
    const account = await createTestAccount({ type: 'professional' });
    expect((await forgot(new ApiClient(), account.username)).status).toBe(200);
    const { token } = await linkFromMail(account.email);
    await db.query(`update auth.password_resets set expires_at = now() - interval '1 second' where account_id = $1`, [account.id]);

    const expired = await setPassword(new ApiClient(), token, 'a-new-password-1');
    expect(errorOf(expired)).toMatchObject({ status: 409, code: 'ERROPERATION', details: { key: 'resetLinkInvalid' } });
    expect((await new ApiClient().login(account.username, account.password)).status).toBe(200);

    const unknown = await setPassword(new ApiClient(), 'x'.repeat(43), 'a-new-password-1');
    expect(errorOf(unknown)).toMatchObject({ status: 409, code: 'ERROPERATION', details: { key: 'resetLinkInvalid' } });
  });

  it('writes the e-mail in the account’s language', async () => {
    const account = await createTestAccount({ type: 'professional', lang: 'fr' });
    expect((await forgot(new ApiClient(), account.username)).status).toBe(200);
    const { subject, text } = await linkFromMail(account.email);
    expect(subject).toBe('Définir un nouveau mot de passe OpenSet');
    expect(text).toContain('d’ici une heure');
  });

  it('limits requests per account and address: the sixth from one address is ERRRATELIMIT, for an unknown name the same', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const client = new ApiClient();
    for (let i = 0; i < 5; i++) expect((await forgot(client, account.username)).status).toBe(200);
    const refused = await forgot(client, account.username);
    expect(errorOf(refused)).toMatchObject({ status: 429, code: 'ERRRATELIMIT' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // From another address the owner still gets a link.
    expect((await forgot(new ApiClient(), account.username)).status).toBe(200);
    await waitForMails(account.email, 6);

    const stranger = new ApiClient();
    const name = `nobody_${randomUUID()}`;
    for (let i = 0; i < 5; i++) expect((await forgot(stranger, name)).status).toBe(200);
    expect(errorOf(await forgot(stranger, name))).toMatchObject({ status: 429, code: 'ERRRATELIMIT' });
  });
});

describe('npm run admin -- create <e-mail>', () => {
  const run = promisify(execFile);
  const root = resolve(import.meta.dirname, '../../..');
  const admin = (...args: string[]) =>
    run(process.execPath, [resolve(root, 'services/auth/dist/admin-cli.js'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: stackInfo().databaseUrl, PUBLIC_URL: stackInfo().baseUrl, NODE_ENV: 'production' },
    });

  it('creates an administrator without a usable password and prints a single-use link that sets it', async () => {
    const email = `admin_${randomUUID().slice(0, 8)}@example.test`;
    const { stdout } = await admin('create', email);
    const match = /(https?:\/\/\S+\/reset\/([A-Za-z0-9_-]{43}))/.exec(stdout);
    expect(match).not.toBeNull();
    expect(match![1]!.startsWith(`${stackInfo().baseUrl}/reset/`)).toBe(true);

    const { rows } = await db.query<{ type: string; password_hash: string }>('select type, password_hash from auth.accounts where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe('admin');
    expect(rows[0]!.password_hash).not.toMatch(/^\$argon2/);

    expect(bodyOf(await setPassword(new ApiClient(), match![2]!, 'admin-password-1'))).toEqual({ ok: true });
    const signedIn = await new ApiClient().login(email, 'admin-password-1');
    expect(signedIn.status).toBe(200);
    expect(bodyOf<{ role: string }>(signedIn).role).toBe('admin');
    expect(errorOf(await setPassword(new ApiClient(), match![2]!, 'admin-password-2'))).toMatchObject({ code: 'ERROPERATION' });
  });

  it('refuses an e-mail already in use, and changes nothing', async () => {
    const account = await createTestAccount({ type: 'professional' });
    await expect(admin('create', account.email.toUpperCase())).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('already in use') });
    const { rows } = await db.query<{ count: string }>('select count(*) from auth.accounts where lower(email) = lower($1)', [account.email]);
    expect(rows[0]!.count).toBe('1');
  });

  it('refuses what is not an e-mail address', async () => {
    await expect(admin('create', 'not-an-address')).rejects.toMatchObject({ code: 2 });
  });
});
