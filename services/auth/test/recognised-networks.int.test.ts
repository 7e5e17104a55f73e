import { describe, expect, it } from '@jest/globals';
import type { KnownNetworkList } from '@openset/contracts';
import { ApiClient, createTestAccount, stackInfo, waitForMails, type TestAccount } from '@openset/testing';
import { bodyOf, errorOf, signedIn, teamWith } from '@openset/testing/clinicians';
import { randomInt, randomUUID } from 'node:crypto';

const NETWORKS = '/api/clinician/security/networks';
const MANAGER_NETWORKS = '/api/manager/profile/security/networks';

/** A browser at an address of its own; a private range no other test uses, so no limit another test fills applies. */
const fromAddress = (address: string) => new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address });
const newAddress = () => `10.78.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Signs in from `address`, giving the e-mailed code when it is asked; the signed-in browser. */
async function signInFrom(account: TestAccount, address: string, mailsBefore: number): Promise<ApiClient> {
  const browser = fromAddress(address);
  const first = bodyOf<{ outcome: string; challenge?: string }>(await browser.login(account.username, account.password));
  if (first.outcome === 'secondaryAuth') {
    const mails = await waitForMails(account.email, mailsBefore + 1);
    const code = /\b(\d{6})\b/.exec(mails[mails.length - 1]?.text ?? '')?.[1];
    const second = await browser.post('/api/login/secondary', { challenge: first.challenge, code });
    expect(bodyOf<{ outcome: string }>(second).outcome).toBe('success');
    browser.csrfToken = (second.json as { body: { csrfToken: string } }).body.csrfToken;
  }
  return browser;
}

const networksOf = async (browser: ApiClient, path = NETWORKS) => bodyOf<KnownNetworkList>(await browser.get(path));
const outcomeFrom = async (account: TestAccount, address: string) => bodyOf<{ outcome: string }>(await fromAddress(address).login(account.username, account.password)).outcome;

describe('recognised networks (Settings > Security)', () => {
  it("lists the networks signed in from with the caller's marked; forgetting one asks for the code there again, and only there", async () => {
    const { staff } = await teamWith([{ secondaryAuth: true }]);
    const member = staff[0]!.account;
    const office = newAddress();
    const home = newAddress();
    await signInFrom(member, office, 0);
    const atHome = await signInFrom(member, home, 1);

    const listed = await networksOf(atHome);

    const mine = listed.items.filter((item) => item.network === office || item.network === home);
    expect(mine.map(({ network, current }) => ({ network, current })).sort((a, b) => a.network.localeCompare(b.network))).toEqual(
      [
        { network: office, current: false },
        { network: home, current: true },
      ].sort((a, b) => a.network.localeCompare(b.network)),
    );
    // The newest sign-in first, the total the whole list (teamWith signed the member in once before).
    expect(listed.items[0]!.network).toBe(home);
    expect(listed.total).toBe(listed.items.length);
    expect(Date.now() - Date.parse(listed.items[0]!.lastSeenAt)).toBeLessThan(60_000);
    expect(await outcomeFrom(member, office)).toBe('success');
    // The team's rule is on the member's profile, for Settings > Security to show.
    expect(bodyOf<{ teamSecondaryAuth?: boolean }>(await atHome.get('/api/clinician')).teamSecondaryAuth).toBe(true);

    const officeRow = mine.find((item) => item.network === office)!;
    expect(bodyOf(await atHome.delete(`${NETWORKS}/${officeRow.id}`))).toEqual({ ok: true });

    expect((await networksOf(atHome)).items.map((item) => item.network)).not.toContain(office);
    expect(await outcomeFrom(member, office)).toBe('secondaryAuth');
    expect(await outcomeFrom(member, home)).toBe('success');
    // Forgotten once: the same id names nothing any more.
    expect(errorOf(await atHome.delete(`${NETWORKS}/${officeRow.id}`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
  });

  it("never shows or forgets another account's networks", async () => {
    const owner = await createTestAccount();
    const ownerBrowser = await signInFrom(owner, newAddress(), 0);
    const [ownerNetwork] = (await networksOf(ownerBrowser)).items;
    const other = await signInFrom(await createTestAccount(), newAddress(), 0);

    const seen = await networksOf(other);

    expect(seen.items.map((item) => item.network)).not.toContain(ownerNetwork!.network);
    expect(seen.total).toBe(1);
    expect(errorOf(await other.delete(`${NETWORKS}/${ownerNetwork!.id}`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect((await networksOf(ownerBrowser)).items.map((item) => item.id)).toEqual([ownerNetwork!.id]);
  });

  it('answers ERRNOTFOUND for an id that names no network and ERRVALIDATION for one that cannot be an id', async () => {
    const { api } = await signedIn();
    expect(errorOf(await api.delete(`${NETWORKS}/${randomUUID()}`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect(errorOf(await api.delete(`${NETWORKS}/not-a-network`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect(errorOf(await api.delete(`${NETWORKS}/a.b`))).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
  });

  it('counts an IPv6 address as its /64, as the sign-in limits do, and marks it current from any address of it', async () => {
    const prefix = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
    const account = await createTestAccount();
    await signInFrom(account, `${prefix}::1`, 0);
    const sameNetwork = await signInFrom(account, `${prefix}::2`, 0);

    const { items } = await networksOf(sameNetwork);

    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ network: `${prefix}::/64`, current: true });
  });

  it('forgets every network at once: the next sign-in asks for the code wherever the team requires it', async () => {
    const { staff } = await teamWith([{ secondaryAuth: true }]);
    const member = staff[0]!.account;
    const office = newAddress();
    const browser = await signInFrom(member, office, 0);

    expect(bodyOf(await browser.delete(NETWORKS))).toEqual({ ok: true });

    expect(await networksOf(browser)).toEqual({ items: [], total: 0 });
    expect(await outcomeFrom(member, office)).toBe('secondaryAuth');
  });

  it("serves a manager's own networks under the manager's profile, and each mode only its own path", async () => {
    const manager = await createTestAccount({ type: 'manager' });
    const address = newAddress();
    const browser = await signInFrom(manager, address, 0);

    expect((await networksOf(browser, MANAGER_NETWORKS)).items).toEqual([expect.objectContaining({ network: address, current: true })]);
    expect(errorOf(await browser.get(NETWORKS))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
    const { api: clinician } = await signedIn();
    expect(errorOf(await clinician.get(MANAGER_NETWORKS))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });

    expect(bodyOf(await browser.delete(MANAGER_NETWORKS))).toEqual({ ok: true });
    expect((await networksOf(browser, MANAGER_NETWORKS)).total).toBe(0);
  });

  it('refuses a call made with an API key: a key may neither read nor forget the networks', async () => {
    const address = newAddress();
    const owner = await createTestAccount();
    const browser = await signInFrom(owner, address, 0);
    const { key } = bodyOf<{ key: string }>(await browser.post('/api/clinician/apiKeys', {}));
    const partner = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address, authorization: `Bearer ${key}` });
    const [network] = (await networksOf(browser)).items;

    expect(errorOf(await partner.get(NETWORKS))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
    expect(errorOf(await partner.delete(`${NETWORKS}/${network!.id}`))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
    expect(errorOf(await partner.delete(NETWORKS))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
    expect((await networksOf(browser)).total).toBe(1);
  });
});
