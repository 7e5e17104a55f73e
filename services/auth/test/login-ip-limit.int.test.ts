import { ApiClient, createTestAccount, stackInfo } from '@openset/testing';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';

/** A documentation-range address (RFC 5737) of this test's own. */
const address = () => `198.51.100.${randomInt(1, 255)}`;

describe('POST /api/login from one address', () => {
  it('refuses further attempts after 20 failures from one address, whatever the accounts, while other addresses still sign in', async () => {
    const attacker = address();
    const fromAttacker = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': attacker });
    for (let i = 0; i < 20; i++) {
      const res = await fromAttacker.post('/api/login', { token: `nobody-${i}-${attacker}`, password: 'wrong-password' });
      expectAbout(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const account = await createTestAccount();
    const limited = await fromAttacker.post('/api/login', { token: account.username, password: account.password });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ status: 'error', error: { code: 'ERRRATELIMIT' } });

    let other = address();
    while (other === attacker) other = address();
    const fromElsewhere = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': other });
    const ok = await fromElsewhere.login(account.username, account.password);
    expect(ok.status).toBe(200);
  });
});
