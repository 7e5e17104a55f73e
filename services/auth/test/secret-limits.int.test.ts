import { describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount, stackInfo, type ApiResponse } from '@openset/testing';
import { expectAbout } from '@openset/testing/expect';
import { randomInt } from 'node:crypto';

/** A client appearing from a documentation-range address (RFC 5737) of its own. */
const fromAddress = (address = `203.0.113.${randomInt(1, 255)}`) => new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address });

const codeOf = (res: ApiResponse) => (res.json as { error?: { code: string } }).error?.code;

function expectRateLimitedWithRetryAfter(res: ApiResponse): void {
  expect(res.status).toBe(429);
  expect(codeOf(res)).toBe('ERRRATELIMIT');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('guesses at a secret', () => {
  it.each([
    ['clinician', 'professional', '/api/clinician/password'],
    ['manager', 'manager', '/api/manager/profile/password'],
  ] as const)('limits guesses at the current password of a %s: the sixth wrong try answers 429 with Retry-After', async (_role, type, path) => {
    const account = await createTestAccount({ type });
    const client = fromAddress();
    expect((await client.login(account.username, account.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await client.put(path, { currentPassword: `wrong-${attempt}`, newPassword: 'New-password-123' });
      expectAbout(res.status, `wrong try ${attempt}`).toBe(403);
    }

    const limited = await client.put(path, { currentPassword: account.password, newPassword: 'New-password-123' });

    expectRateLimitedWithRetryAfter(limited);
    expect((await fromAddress().login(account.username, account.password)).status).toBe(200);
  });

  it('sends Retry-After with the 429 of a login limit', async () => {
    const account = await createTestAccount();
    const client = fromAddress();
    for (let attempt = 1; attempt <= 5; attempt++) await client.login(account.username, `wrong-${attempt}`);
    expectRateLimitedWithRetryAfter(await client.login(account.username, account.password));
  });

  it('does not let five wrong passwords from one address lock the account out from another address', async () => {
    const account = await createTestAccount();
    const attacker = fromAddress('203.0.113.7');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectAbout((await attacker.login(account.username, `wrong-${attempt}`)).status, `wrong try ${attempt}`).toBe(401);
    }
    expect((await attacker.login(account.username, account.password)).status).toBe(429);

    expect((await fromAddress('203.0.113.8').login(account.username, account.password)).status).toBe(200);
  });

  it('slows rather than locks an account that many addresses guess at: the owner still signs in', async () => {
    const account = await createTestAccount();
    for (let attempt = 1; attempt <= 12; attempt++) {
      const res = await fromAddress(`192.0.2.${attempt}`).login(account.username, `wrong-${attempt}`);
      expectAbout(res.status, `wrong try ${attempt}`).toBe(401);
    }

    const owner = await fromAddress('192.0.2.100').login(account.username, account.password);

    expect(owner.status).toBe(200);
  });
});
