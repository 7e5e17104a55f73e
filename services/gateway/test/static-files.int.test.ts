import { expectAbout } from '@openset/testing/expect';
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from './helpers.js';

const REMOTES = ['designer', 'clients', 'outcomes', 'manager', 'portal'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A hashed script of the designer remote, named by its manifest. */
async function hashedAsset(): Promise<string> {
  const manifest = JSON.parse((await rawGet('/remotes/designer/mf-manifest.json')).body.toString()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const file = manifest.exposes[0]?.assets.js.sync.find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error('the designer manifest names no hashed script');
  return `/remotes/designer/${file}`;
}

describe('gateway: the built front ends', () => {
  it('sends a hashed asset brotli to a browser that accepts it, gzip to one that accepts only gzip, plain to neither, cached for a year', async () => {
    const path = await hashedAsset();
    const plain = await rawGet(path, 'identity');
    const brotli = await rawGet(path, 'gzip, deflate, br');
    const gzip = await rawGet(path, 'gzip');
    const none = await rawGet(path);

    for (const [label, res] of Object.entries({ plain, brotli, gzip, none })) {
      expectAbout(res.status, label).toBe(200);
      expectAbout(res.headers['cache-control'], label).toBe(IMMUTABLE);
      expectAbout(res.headers['content-type'], label).toMatch(/javascript/);
      expectAbout(res.headers.vary, label).toMatch(/Accept-Encoding/i);
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);
  });

  it('has index.html, every remoteEntry.js and every mf-manifest.json revalidated, never immutable', async () => {
    const paths = ['/', '/login', '/clinician/designer', ...REMOTES.flatMap((name) => [`/remotes/${name}/mf-manifest.json`, `/remotes/${name}/remoteEntry.js`])];
    for (const path of paths) {
      const res = await rawGet(path, 'br');
      expectAbout(res.status, path).toBe(200);
      expectAbout(res.headers['cache-control'], path).toBe('no-cache');
      expectAbout(res.headers['content-encoding'], path).toBe('br');
    }
    const page = await rawGet('/login', 'identity');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.toString()).toContain('<div id="root"></div>');
  });

  it('answers a missing file under /remotes/<name>/ with a plain 404 that repeats nothing of the request', async () => {
    for (const path of ['/remotes/designer/no-such-file-<b>.js', '/remotes/nobody/remoteEntry.js', '/no-such-chunk.12345678.js']) {
      const res = await rawGet(path, 'identity');
      expectAbout(res.status, path).toBe(404);
      expectAbout(res.headers['content-type'], path).toMatch(/text\/plain/);
      expectAbout(res.body.toString(), path).toBe('Not Found');
    }
  });

  it('sends no source maps: scripts name none and none is served', async () => {
    const path = await hashedAsset();
    const script = await rawGet(path, 'identity');
    expect(script.body.toString()).not.toContain('sourceMappingURL');
    expect((await rawGet(`${path}.map`, 'identity')).status).toBe(404);
  });
});
