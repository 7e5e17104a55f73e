import { describe, expect, it } from '@jest/globals';
import { newUuid } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  it('makes version 4 UUIDs, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('makes them from random bytes where the origin has no crypto.randomUUID (plain http)', () => {
    // An own property hides the prototype's method, as on an http origin; deleting it restores it.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newUuid();
      expect(id).toMatch(UUID_V4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
