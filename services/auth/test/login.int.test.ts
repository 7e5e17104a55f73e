import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { AUTH_TEST_SUBJECTS, authRoutes, type LoginResponse, type RpcRequest } from '@openset/contracts';
import { ApiClient, createTestAccount, rpc } from '@openset/testing';

const errorOf = (json: unknown) => (json as { error: { code: string; message: string; details?: unknown } }).error;
const bodyOf = <T>(json: unknown) => (json as { body: T }).body;

describe('POST /api/login', () => {
  it('refuses a sign-in without a body sent straight to the service as invalid, not as a failure of its own', async () => {
    const request: RpcRequest = { principal: null, params: {}, query: {}, body: undefined, meta: { ip: '127.0.0.1', requestId: randomUUID() } };
    await expect(rpc(authRoutes.login.subject, request)).rejects.toMatchObject({ code: 'ERRVALIDATION' });
  });

  it('signs in with the username: profile, role, CSRF token and an httpOnly session cookie', async () => {
    const account = await createTestAccount({ type: 'professional' });
    const client = new ApiClient();

    const res = await client.login<LoginResponse>(account.username, account.password);

    expect(res.status).toBe(200);
    const body = bodyOf<Extract<LoginResponse, { outcome: 'success' }>>(res.json);
    expect(body).toMatchObject({ outcome: 'success', role: 'clinician', profile: { id: account.id, username: account.username, type: 'professional', closed: false } });
    expect(body.csrfToken).toEqual(expect.any(String));
    expect(res.headers.getSetCookie().join('\n')).toMatch(/sid=[^;]+;.*HttpOnly/i);
    expect(client.sessionCookie).not.toBeNull();
    expect((await client.get('/api/clinician')).status).toBe(200);
  });

  it('accepts the e-mail address in any letter case', async () => {
    const account = await createTestAccount();
    const res = await new ApiClient().login(account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
  });

  it('answers a wrong password with 401 ERRAUTH and sets no cookie', async () => {
    const account = await createTestAccount();
    const client = new ApiClient();

    const res = await client.login(account.username, 'not-the-password');

    expect(res.status).toBe(401);
    expect(errorOf(res.json)).toMatchObject({ code: 'ERRAUTH', message: 'Wrong username or password' });
    expect(client.sessionCookie).toBeNull();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await new ApiClient().login(`nobody_${Date.now()}`, 'whatever-password');
    expect(res.status).toBe(401);
    expect(errorOf(res.json)).toEqual({ code: 'ERRAUTH', message: 'Wrong username or password' });
  });

  it('refuses the sixth attempt after five failures, even with the right password (429)', async () => {
    const account = await createTestAccount();
    const client = new ApiClient();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.login(account.username, `wrong-${attempt}`)).status).toBe(401);
    }

    const res = await client.login(account.username, account.password);

    expect(res.status).toBe(429);
    expect(errorOf(res.json).code).toBe('ERRRATELIMIT');
    expect(client.sessionCookie).toBeNull();
  });

  it('sends a closed professional account to the billing page without a session', async () => {
    const account = await createTestAccount({ type: 'professional' });
    await rpc(AUTH_TEST_SUBJECTS.closeAccount, { accountId: account.id });
    const client = new ApiClient();

    const res = await client.login(account.username, account.password);

    expect(res.status).toBe(200);
    expect(bodyOf(res.json)).toEqual({ outcome: 'closed', type: 'professional', checkoutUri: expect.stringMatching(/^https:\/\//) });
    expect(client.sessionCookie).toBeNull();
    expect((await client.get('/api/ping')).status).toBe(401);
  });

  it.each(['student', 'staff'] as const)('tells a closed %s account it is closed, with no billing link and no session', async (type) => {
    const account = await createTestAccount({ type });
    await rpc(AUTH_TEST_SUBJECTS.closeAccount, { accountId: account.id });
    const client = new ApiClient();

    const res = await client.login(account.username, account.password);

    expect(bodyOf(res.json)).toEqual({ outcome: 'closed', type, checkoutUri: null });
    expect(client.sessionCookie).toBeNull();
  });

  it('does not tell a closed account apart from a wrong password when the password is wrong', async () => {
    const account = await createTestAccount({ type: 'student' });
    await rpc(AUTH_TEST_SUBJECTS.closeAccount, { accountId: account.id });
    const res = await new ApiClient().login(account.username, 'not-the-password');
    expect(errorOf(res.json).code).toBe('ERRAUTH');
  });
});
