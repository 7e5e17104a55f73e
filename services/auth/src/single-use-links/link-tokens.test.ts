import { describe, expect, it } from '@jest/globals';
import { linkTokenDigest, newLinkToken } from './link-tokens.js';

describe('single-use link tokens', () => {
  it('are 43 base64url characters, a new one each time', () => {
    const token = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLinkToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 digest, which is not the token', () => {
    expect(linkTokenDigest('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(linkTokenDigest('abc')).not.toBe('abc');
  });
});
