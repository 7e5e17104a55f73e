import { describe, expect, it } from '@jest/globals';
import { AUTH_TEST_SUBJECTS } from '@openset/contracts';
import { ApiClient, createTestAccount, rpc, stackInfo, waitFor } from '@openset/testing';

const bodyOf = <T>(json: unknown) => (json as { body: T }).body;

/**
 * The ping answered once the session has ended. The gateway keeps a resolved session for a few
 * seconds (SESSION_CACHE_MS); the auth service's announcement that drops it crosses NATS and may
 * reach the gateway after the test's next call, so the refusal is awaited, within the cache's life.
 */
const refusedPing = (client: ApiClient) =>
  waitFor(async () => {
    const res = await client.get('/api/ping');
    return res.status === 401 ? res : undefined;
  }, 10_000);

async function signedIn(type: 'professional' | 'manager' = 'professional') {
  const account = await createTestAccount({ type });
  const client = new ApiClient();
  const res = await client.login(account.username, account.password);
  expect(res.status).toBe(200);
  return { account, client };
}

/** A request with a cookie the test kept, the way a second browser tab or a thief would. */
const pingWithCookie = (cookie: string) => fetch(`${stackInfo().baseUrl}/api/ping`, { headers: { cookie } });

describe('sessions', () => {
  it('keeps the session alive with GET /api/ping', async () => {
    const { client } = await signedIn();
    const res = await client.get('/api/ping');
    expect(res.status).toBe(200);
    expect(bodyOf<{ ok: boolean; serverTime: string }>(res.json)).toEqual({ ok: true, serverTime: expect.any(String) });
  });

  it('bootstraps with the session CSRF token, and as anonymous without a cookie', async () => {
    const { account, client } = await signedIn();
    const res = await client.get('/api/bootstrap');
    expect(bodyOf(res.json)).toEqual({ authenticated: true, role: 'clinician', accountId: account.id, csrfToken: client.csrfToken });
    expect(bodyOf((await new ApiClient().get('/api/bootstrap')).json)).toEqual({ authenticated: false });
  });

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const { client } = await signedIn();
    const cookie = client.sessionCookie!;

    const res = await client.post('/api/logout');

    expect(res.status).toBe(200);
    expect(client.sessionCookie).toBeNull();
    expect((await pingWithCookie(cookie)).status).toBe(401);
  });

  it('ends the previous session of the browser when someone else signs in on it', async () => {
    const { client } = await signedIn();
    const firstCookie = client.sessionCookie!;
    const next = await createTestAccount();

    expect((await client.login(next.username, next.password)).status).toBe(200);

    expect(client.sessionCookie).not.toBe(firstCookie);
    expect((await pingWithCookie(firstCookie)).status).toBe(401);
    expect((await client.get('/api/ping')).status).toBe(200);
  });

  it('logs out cleanly even without a live session', async () => {
    expect((await new ApiClient().post('/api/logout')).status).toBe(200);
  });

  it('ends a session idle longer than the profile timeout; activity resets the idle clock', async () => {
    const { account, client } = await signedIn();
    expect((await client.put('/api/clinician', { timeout: 15 })).status).toBe(200);

    await rpc(AUTH_TEST_SUBJECTS.ageSessions, { accountId: account.id, seconds: 14 * 60 });
    expect((await client.get('/api/ping')).status).toBe(200);
    await rpc(AUTH_TEST_SUBJECTS.ageSessions, { accountId: account.id, seconds: 14 * 60 });
    expect((await client.get('/api/ping')).status).toBe(200);

    await rpc(AUTH_TEST_SUBJECTS.ageSessions, { accountId: account.id, seconds: 16 * 60 });
    const res = await refusedPing(client);
    expect((res.json as { error: { code: string } }).error.code).toBe('ERRAUTH');
  });

  it('ends any session after 24 hours, however active', async () => {
    const { account, client } = await signedIn();
    await rpc(AUTH_TEST_SUBJECTS.ageSessions, { accountId: account.id, seconds: 86_400 });
    expect((await refusedPing(client)).status).toBe(401);
  });
});
