import { describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount } from '@openset/testing';
import { expectAbout } from '@openset/testing/expect';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from './helpers.js';

/** A signed-in clinician's cookie, for raw requests that keep the bytes as the gateway sent them. */
async function clinicianCookie(): Promise<Record<string, string>> {
  const account = await createTestAccount();
  const client = new ApiClient();
  await client.login(account.username, account.password);
  return { cookie: client.sessionCookie ?? '' };
}

describe('gateway: compressed API answers', () => {
  it('sends a page of exercises brotli to a browser, gzip to a client that takes only gzip, plain to one that names neither, with one length and the same JSON', async () => {
    const cookie = await clinicianCookie();
    const path = '/api/clinician/exercises?limit=50';
    const plain = await rawGet(path, undefined, cookie);
    const brotli = await rawGet(path, 'gzip, deflate, br', cookie);
    const gzip = await rawGet(path, 'gzip', cookie);

    for (const [label, res] of Object.entries({ plain, brotli, gzip })) {
      expectAbout(res.status, label).toBe(200);
      expectAbout(res.headers['content-type'], label).toMatch(/^application\/json/);
      expectAbout(res.headers.vary, label).toMatch(/Accept-Encoding/i);
      expectAbout(Number(res.headers['content-length']), label).toBe(res.body.length);
    }
    const page = JSON.parse(plain.body.toString()) as { status: string; body: { items: unknown[] } };
    expect(page.status).toBe('success');
    expect(page.body.items.length).toBeGreaterThan(10);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(page);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(page);
  });

  it('sends a small answer (an error under 1 KB) as it is, and the API document compressed', async () => {
    const missing = await rawGet('/api/no-such-route', 'gzip, deflate, br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toMatchObject({ status: 'error', error: { code: 'ERRNOTFOUND' } });

    const document = await rawGet('/api/docs.json', 'br');
    expect(document.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(document.body).toString())).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });
});
