import { describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount, stackInfo, type ApiResponse } from '@openset/testing';
import { errorOf } from '@openset/testing/clinicians';
import { expectAbout } from '@openset/testing/expect';
import { randomInt, randomUUID } from 'node:crypto';

const fromAddress = (address: string) => new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address });
// Addresses of their own (a private range no other test uses): a fixed address another test fills
// would refuse this one's tries, and the other way round.
const newAddress = () => `10.77.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** What a person sees of a refused sign-in: status, code, message, and whether it says when to retry. */
const seen = (res: ApiResponse) => ({ ...errorOf(res), retryAfter: res.headers.get('retry-after') !== null });

describe('lock-outs a stranger cannot turn against the owner', () => {
  it("never refuses the owner's right password from a network they signed in from, whatever a stranger there tried", async () => {
    const account = await createTestAccount();
    const office = newAddress();
    expect((await fromAddress(office).login(account.username, account.password)).status).toBe(200);

    // A stranger behind the same address: five wrong passwords for this account, then twenty for names.
    const stranger = fromAddress(office);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectAbout((await stranger.login(account.username, `wrong-${attempt}`)).status, `wrong try ${attempt}`).toBe(401);
    }
    expect((await stranger.login(account.username, 'wrong-6')).status).toBe(429);
    for (let attempt = 1; attempt <= 20; attempt++) await stranger.login(`nobody-${randomUUID()}`, 'wrong');
    expect((await stranger.login(`nobody-${randomUUID()}`, 'wrong')).status).toBe(429);

    expect((await fromAddress(office).login(account.username, account.password)).status).toBe(200);
  });

  it('still refuses a stranger at the owner’s network after a few guesses of their own', async () => {
    const account = await createTestAccount();
    const office = newAddress();
    expect((await fromAddress(office).login(account.username, account.password)).status).toBe(200);
    const stranger = fromAddress(office);
    for (let attempt = 1; attempt <= 5; attempt++) await stranger.login(account.username, `wrong-${attempt}`);
    // Past the first limit a known network still checks, under a count of its own.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectAbout((await stranger.login(account.username, `again-${attempt}`)).status, `guess ${attempt} past the limit`).toBe(429);
    }
    expect((await stranger.login(account.username, 'again-6')).status).toBe(429);
    expect((await stranger.login(account.username, account.password)).status).toBe(429);
    // Elsewhere the owner is not affected.
    expect((await fromAddress(newAddress()).login(account.username, account.password)).status).toBe(200);
  });

  it('answers a locked known e-mail exactly as an unknown one', async () => {
    const account = await createTestAccount();
    const unknown = `nobody_${randomUUID()}@example.test`;
    const guesser = fromAddress(newAddress());
    for (let attempt = 1; attempt <= 5; attempt++) {
      await guesser.login(account.email, `wrong-${attempt}`);
      await guesser.login(unknown, `wrong-${attempt}`);
    }

    const known = await guesser.login(account.email, account.password);
    const nobody = await guesser.login(unknown, account.password);

    expect(seen(known)).toEqual(seen(nobody));
    expect(seen(known)).toMatchObject({ status: 429, code: 'ERRRATELIMIT', retryAfter: true });
  });
});
