import { afterAll, describe, expect, it } from '@jest/globals';
import type { ApiKey, ApiKeyCreated, ApiKeyList } from '@openset/contracts';
import { ApiClient, createTestAccount, stackInfo, storedEvents, waitFor } from '@openset/testing';
import { bodyOf, errorOf } from '@openset/testing/clinicians';
import { randomInt } from 'node:crypto';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

const newAddress = () => `203.0.113.${randomInt(1, 255)}`;

/** A partner's server: no cookie, the key in `Authorization: Bearer`, from one address. */
const partner = (key: string, address: string) => new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address, authorization: `Bearer ${key}` });

async function clinicianAt(address: string) {
  const account = await createTestAccount({ type: 'professional' });
  const browser = new ApiClient(stackInfo().baseUrl, { 'x-forwarded-for': address });
  expect((await browser.login(account.username, account.password)).status).toBe(200);
  return { account, browser };
}

describe('API keys: /api/clinician/apiKeys and Authorization: Bearer', () => {
  it('shows a new key once, keeps only its digest, and lists it without the key', async () => {
    const address = newAddress();
    const { account, browser } = await clinicianAt(address);

    const created = bodyOf<ApiKeyCreated>(await browser.post('/api/clinician/apiKeys', { title: 'Practice system' }));

    expect(created.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({ title: 'Practice system', ip: address, lastUsedAt: null });
    const list = bodyOf<ApiKeyList>(await browser.get('/api/clinician/apiKeys'));
    expect(list).toEqual({ items: [created.apiKey], total: 1 });
    expect(JSON.stringify(list)).not.toContain(created.key);
    const rows = await db.query<{ key_hash: string }>('select key_hash from auth.api_keys where account_id = $1', [account.id]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.key_hash).not.toBe(created.key);
  });

  it("works from its address for the owner's calls, without a cookie or CSRF token, and each use is an activity event", async () => {
    const address = newAddress();
    const { account, browser } = await clinicianAt(address);
    const { key, apiKey } = bodyOf<ApiKeyCreated>(await browser.post('/api/clinician/apiKeys', {}));
    const integration = partner(key, address);

    expect(bodyOf<{ id: string }>(await integration.get('/api/clinician')).id).toBe(account.id);
    // A write with no CSRF token.
    const client = await integration.post('/api/clinician/clients', { firstname: 'Api', lastname: 'Key', email: `api_${randomInt(1e9)}@example.test` });
    expect(client.status).toBe(200);
    // Only what its owner may do: a clinician's key opens no manager call, and makes no keys.
    expect(errorOf(await integration.get('/api/manager/profile')).status).toBe(403);
    expect(errorOf(await integration.post('/api/clinician/apiKeys', {})).status).toBe(403);

    const listed = bodyOf<ApiKeyList>(await browser.get('/api/clinician/apiKeys')).items.find((item: ApiKey) => item.id === apiKey.id);
    expect(listed?.lastUsedAt).not.toBeNull();
    const uses = await waitFor(async () => {
      const events = (await storedEvents('events.auth.apiKeyUsed')).filter(({ event }) => event.data.apiKeyId === apiKey.id);
      return events.length >= 4 ? events : undefined;
    }, 15_000);
    expect(uses[0]!.event).toMatchObject({ actorId: account.id, data: { apiKeyId: apiKey.id, ip: address } });
  });

  it('is refused from another address, once revoked, and when malformed, with 401', async () => {
    const address = newAddress();
    const { browser } = await clinicianAt(address);
    const { key, apiKey } = bodyOf<ApiKeyCreated>(await browser.post('/api/clinician/apiKeys', { title: 'EMR' }));
    expect((await partner(key, address).get('/api/clinician')).status).toBe(200);

    expect(errorOf(await partner(key, '198.51.100.77').get('/api/clinician'))).toMatchObject({ status: 401, code: 'ERRAUTH' });
    expect(errorOf(await partner('not a key', address).get('/api/clinician'))).toMatchObject({ status: 401, code: 'ERRAUTH' });

    expect(bodyOf(await browser.delete(`/api/clinician/apiKeys/${apiKey.id}`))).toEqual({ ok: true });

    expect(errorOf(await partner(key, address).get('/api/clinician'))).toMatchObject({ status: 401, code: 'ERRAUTH' });
    expect(bodyOf<ApiKeyList>(await browser.get('/api/clinician/apiKeys')).total).toBe(0);
    expect(errorOf(await browser.delete(`/api/clinician/apiKeys/${apiKey.id}`)).status).toBe(404);
    expect(errorOf(await browser.delete('/api/clinician/apiKeys/-1')).status).toBe(404);
  });

  it('ties a key to the address given, and refuses another clinician’s key id as unknown', async () => {
    const { browser } = await clinicianAt(newAddress());
    const server = '2001:db8::17';
    const { key, apiKey } = bodyOf<ApiKeyCreated>(await browser.post('/api/clinician/apiKeys', { ip: server }));
    expect(apiKey.ip).toBe('2001:db8:0:0:0:0:0:17');
    expect((await partner(key, server).get('/api/clinician')).status).toBe(200);
    // Same /64, another address: refused (a key is tied to one address).
    expect((await partner(key, '2001:db8::18').get('/api/clinician')).status).toBe(401);

    const other = await clinicianAt(newAddress());
    expect(errorOf(await other.browser.delete(`/api/clinician/apiKeys/${apiKey.id}`)).status).toBe(404);
    expect(errorOf(await browser.post('/api/clinician/apiKeys', { ip: 'not-an-address' })).code).toBe('ERRVALIDATION');
  });
});
