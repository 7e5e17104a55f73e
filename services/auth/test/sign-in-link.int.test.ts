import { afterAll, describe, expect, it } from '@jest/globals';
import { SIGN_IN_LINK_REFUSED_PATH, type ApiKeyCreated, type SignInLinkCreated } from '@openset/contracts';
import { ApiClient, createTestAccount, stackInfo, waitFor } from '@openset/testing';
import { bodyOf, errorOf } from '@openset/testing/clinicians';
import { randomInt } from 'node:crypto';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

const newAddress = () => `203.0.113.${randomInt(1, 255)}`;

/** A clinician signed in at an address, and an integration there holding one of their API keys. */
async function integrationOf() {
  const address = newAddress();
  const account = await createTestAccount({ type: 'professional' });
  const browser = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address });
  expect((await browser.login(account.username, account.password)).status).toBe(200);
  const { key } = bodyOf<ApiKeyCreated>(await browser.post('/api/clinician/apiKeys', { title: 'EMR' }));
  const emr = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address, authorization: `Bearer ${key}` });
  return { account, browser, emr };
}

/** The path of the link the integration was given: what the person's browser opens. */
async function linkOf(emr: ApiClient): Promise<string> {
  const created = bodyOf<SignInLinkCreated>(await emr.post('/api/clinician/login/links'));
  const url = new URL(created.url);
  expect(url.pathname).toMatch(/^\/api\/login\/[A-Za-z0-9_-]{43}$/);
  expect(new Date(created.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000);
  return url.pathname;
}

/** A person's browser opening the link: where it is sent, and the session cookie it was given. */
async function open(path: string, cookie?: string): Promise<{ status: number; location: string | null; sid: string | null }> {
  const headers: Record<string, string> = { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` };
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${stackInfo().baseUrl}${path}`, { headers, redirect: 'manual' });
  const sid = res.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('sid=') && pair !== 'sid=');
  return { status: res.status, location: res.headers.get('location'), sid: sid ?? null };
}

describe('single sign-on link: POST /api/clinician/login/links, GET /api/login/{hash}', () => {
  it('signs the browser in once, to the app, with a session that works for API calls; the second use is refused', async () => {
    const { account, emr } = await integrationOf();
    const link = await linkOf(emr);

    const first = await open(link);
    expect(first).toMatchObject({ status: 303, location: '/' });
    expect(first.sid).not.toBeNull();
    const res = await fetch(`${stackInfo().baseUrl}/api/clinician`, { headers: { cookie: first.sid! } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { body: { id: string } }).body.id).toBe(account.id);
    const bootstrap = (await (await fetch(`${stackInfo().baseUrl}/api/bootstrap`, { headers: { cookie: first.sid! } })).json()) as { body: Record<string, unknown> };
    expect(JSON.stringify(bootstrap.body)).toContain(account.id);

    const again = await open(link);
    expect(again).toEqual({ status: 303, location: SIGN_IN_LINK_REFUSED_PATH, sid: null });
    // Stored only as a digest.
    const rows = await db.query<{ token_hash: string; used_at: Date | null }>('select token_hash, used_at from auth.sign_in_links where account_id = $1', [account.id]);
    expect(rows.rows).toHaveLength(1);
    expect(link).not.toContain(rows.rows[0]!.token_hash);
    expect(rows.rows[0]!.used_at).not.toBeNull();
  });

  it('signs in only one of two browsers opening the link at the same time', async () => {
    const { emr } = await integrationOf();
    const link = await linkOf(emr);

    const opened = await Promise.all([open(link), open(link)]);
    expect(opened.map((answer) => answer.location).sort()).toEqual(['/', SIGN_IN_LINK_REFUSED_PATH].sort());
    expect(opened.filter((answer) => answer.sid !== null)).toHaveLength(1);
  });

  it('is refused once expired, and when unknown or malformed, by sending the browser to the sign-in page', async () => {
    const { account, emr } = await integrationOf();
    const link = await linkOf(emr);
    await db.query("update auth.sign_in_links set expires_at = now() - interval '1 second' where account_id = $1", [account.id]);

    expect(await open(link)).toEqual({ status: 303, location: SIGN_IN_LINK_REFUSED_PATH, sid: null });
    expect(await open(`/api/login/${'A'.repeat(43)}`)).toEqual({ status: 303, location: SIGN_IN_LINK_REFUSED_PATH, sid: null });
    expect(await open(`/api/login/${'A'.repeat(300)}`)).toEqual({ status: 303, location: SIGN_IN_LINK_REFUSED_PATH, sid: null });
  });

  it("is made only for the caller's own account, and only with a key or a session", async () => {
    const { account, emr } = await integrationOf();
    const other = await createTestAccount({ type: 'professional' });

    // The request names no account: naming another is a malformed request.
    expect(errorOf(await emr.post('/api/clinician/login/links', { accountId: other.id })).status).toBe(400);
    const opened = await open(await linkOf(emr));
    const me = await fetch(`${stackInfo().baseUrl}/api/clinician`, { headers: { cookie: opened.sid! } });
    expect(((await me.json()) as { body: { id: string } }).body.id).toBe(account.id);

    expect(errorOf(await new ApiClient().post('/api/clinician/login/links')).status).toBe(401);
    const stranger = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': newAddress(), authorization: `Bearer ${'x'.repeat(43)}` });
    expect(errorOf(await stranger.post('/api/clinician/login/links')).status).toBe(401);
    expect(await db.query('select 1 from auth.sign_in_links where account_id = $1', [other.id])).toMatchObject({ rowCount: 0 });
  });

  it('ends the session the browser held, and is refused for an account that must give a second factor', async () => {
    const { account, browser, emr } = await integrationOf();
    const opened = await open(await linkOf(emr), browser.sessionCookie!);
    expect(opened.status).toBe(303);
    expect(opened.sid).not.toBe(browser.sessionCookie);
    // Other copies of the gateway drop their copy of the session on auth's announcement.
    expect(await waitFor(async () => ((await browser.get('/api/ping')).status === 401 ? true : undefined), 10_000)).toBe(true);

    await db.query('update auth.accounts set secondary_auth = true where id = $1', [account.id]);
    expect(await open(await linkOf(emr))).toEqual({ status: 303, location: SIGN_IN_LINK_REFUSED_PATH, sid: null });
  });

  it('is described in the OpenAPI document as a redirect', async () => {
    const doc = (await (await fetch(`${stackInfo().baseUrl}/api/docs.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/api/login/{hash}']!.get!.responses)).toEqual(['303', 'default']);
    expect(Object.keys(doc.paths['/api/clinician/login/links']!.post!.responses)).toContain('200');
  });
});
