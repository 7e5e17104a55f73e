import { describe, expect, it } from '@jest/globals';

// The module reads the kept session when it loads: a storage shared by "tabs" stands in for
// localStorage before it is imported.
const KEY = 'openset.portal.session';
const stored = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};
const ann = { firstname: 'Ann', lang: 'en', csrfToken: 'token-1', clientId: 'id-ann' };
stored.set(KEY, JSON.stringify(ann));
const { clientLeft, followOtherTabs, portalSession, portalSessionEnded, portalSignedIn, portalSignedOut } = await import('./portalSession');

// This tab's window: another tab's write reaches it as a `storage` event (never the writer's own).
const thisTab = new EventTarget();
followOtherTabs(thisTab);
function otherTabWrites(value: object | null, key: string = KEY): void {
  if (value) stored.set(key, JSON.stringify(value));
  else stored.delete(key);
  thisTab.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

describe('the portal session of a tab', () => {
  it('follows a sign-in made again in another tab: the new CSRF token is the one sent from here', () => {
    expect(portalSession()?.csrfToken).toBe('token-1');
    const before = portalSession();
    otherTabWrites({ ...ann, csrfToken: 'token-2' });
    expect(portalSession()).toEqual({ ...ann, csrfToken: 'token-2' });
    // A late 401 of a call made under the replaced session signs nobody out.
    portalSessionEnded(before);
    expect(portalSession()?.csrfToken).toBe('token-2');
  });

  it('keeps the same session (no new screen) when another key changes or the session is written again unchanged', () => {
    const before = portalSession();
    otherTabWrites({ unrelated: true }, 'openset.portal.outbox');
    otherTabWrites({ ...ann, csrfToken: 'token-2' });
    expect(portalSession()).toBe(before);
  });

  it('follows another client signing in, then a sign-out, in another tab', () => {
    otherTabWrites({ firstname: 'Bob', lang: 'fr', csrfToken: 'token-3', clientId: 'id-bob' });
    expect(portalSession()?.clientId).toBe('id-bob');
    otherTabWrites(null);
    expect(portalSession()).toBeNull();
  });
});

describe('who is signed in', () => {
  it("is the client's id from the sign-in answer, whatever username was typed", () => {
    portalSignedIn({ clientId: 'id-ann', firstname: 'Ann', lang: 'en', csrfToken: 'token-4' });
    expect(portalSession()).toEqual({ clientId: 'id-ann', firstname: 'Ann', lang: 'en', csrfToken: 'token-4' });
    portalSignedOut();
    expect(portalSession()).toBeNull();
  });

  it('is, for a session kept before ids were, the username its entries were queued under', () => {
    otherTabWrites({ firstname: 'Ann', lang: 'en', csrfToken: 'token-5', username: 'ann' });
    expect(portalSession()?.clientId).toBe('ann');
    otherTabWrites({ firstname: 'Ann', lang: 'en', csrfToken: 'token-6' });
    expect(portalSession()?.clientId).toBe('');
  });
});

describe('clientLeft', () => {
  const session = (clientId: string) => ({ ...ann, lang: 'en' as const, clientId });

  it('says the screens shown for a client must go when that client signed out or another signed in', () => {
    expect(clientLeft('id-ann', null)).toBe(true);
    expect(clientLeft('id-ann', session('id-bob'))).toBe(true);
  });

  it('keeps them for the same client (a new token) and when nobody was shown', () => {
    expect(clientLeft('id-ann', session('id-ann'))).toBe(false);
    expect(clientLeft(null, session('id-ann'))).toBe(false);
    expect(clientLeft(null, null)).toBe(false);
  });
});
