import { describe, expect, it } from '@jest/globals';
import { scriptsOf } from './versionFingerprint';

describe('the shell page’s fingerprint', () => {
  it('is the addresses of its scripts, in order, whatever else the page holds', () => {
    const page = (nonce: string, main: string) =>
      `<!doctype html><html><head><script nonce="${nonce}" defer src="/vendors.1a2b3c4d.js"></script><script defer src="${main}"></script></head><body></body></html>`;
    expect(scriptsOf(page('abc', '/main.aaaa1111.js'))).toBe('/vendors.1a2b3c4d.js /main.aaaa1111.js');
    expect(scriptsOf(page('xyz', '/main.aaaa1111.js'))).toBe(scriptsOf(page('abc', '/main.aaaa1111.js')));
    expect(scriptsOf(page('abc', '/main.bbbb2222.js'))).not.toBe(scriptsOf(page('abc', '/main.aaaa1111.js')));
  });
});
