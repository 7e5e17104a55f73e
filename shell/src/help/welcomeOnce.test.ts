import { describe, expect, it } from '@jest/globals';
import { rememberTipsShown, sessionDigest, tipsShownFor } from './welcomeOnce';

/** A tab's sessionStorage, as far as the tips use it. */
function tabStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the tips once per sign-in', () => {
  it('are not shown again for the same session (a reload), and are for the next sign-in', () => {
    const storage = tabStorage();
    expect(tipsShownFor('token-of-first-session', storage)).toBe(false);
    rememberTipsShown('token-of-first-session', storage);
    expect(tipsShownFor('token-of-first-session', storage)).toBe(true);
    expect(tipsShownFor('token-of-next-session', storage)).toBe(false);
  });

  it('keeps a digest, never the session’s CSRF token', () => {
    const storage = tabStorage();
    rememberTipsShown('a3f9c0de-secret-token', storage);
    expect([...storage.values.values()].join()).not.toContain('secret');
    expect(sessionDigest('a')).not.toBe(sessionDigest('b'));
  });

  it('shows them when the storage refuses (private mode) rather than failing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberTipsShown('token', refusing)).not.toThrow();
    expect(tipsShownFor('token', refusing)).toBe(false);
  });
});
