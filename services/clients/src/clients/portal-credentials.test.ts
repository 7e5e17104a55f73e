import { describe, expect, it } from '@jest/globals';
import { randomPortalKey, randomPortalUsername } from './portal-credentials.js';

describe('portal credentials', () => {
  it('draws a username of two groups of four characters that cannot be misread, never from the names', () => {
    const drawn = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const username = randomPortalUsername();
      expect(username).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
      drawn.add(username);
    }
    expect(drawn.size).toBe(200);
  });

  it('draws four digits', () => {
    for (let i = 0; i < 50; i++) expect(randomPortalKey()).toMatch(/^\d{4}$/);
  });
});
