import type { Lang, PortalSignedIn } from '@openset/contracts';
import { useSyncExternalStore } from 'react';
import { forgetPendingSignOut } from './serverSignOut';

/**
 * The portal session as the page knows it: the client's id, first name and language and the
 * session's CSRF token from the sign-in answer; the id names whose entries the outbox holds
 * (not the portal username, which a reset of the login may change while entries wait). The
 * session itself is the httpOnly cookie; this copy lets a phone reopen the portal offline on
 * the last sets. Kept in localStorage (the same page can read the token from the DOM anyway); a
 * 401 or signing out clears it. Every tab follows what the others keep (`followOtherTabs`): a
 * sign-in in another tab replaces the cookie and the CSRF token for all of them.
 */
export interface PortalSession {
  firstname: string;
  lang: Lang;
  csrfToken: string;
  /**
   * Who is signed in: the client's id. A session kept before ids were has the portal username
   * its entries were queued under ('' before usernames were, as its entries).
   */
  clientId: string;
}

const KEY = 'openset.portal.session';
const listeners = new Set<() => void>();
let current: PortalSession | null = read();
/** The last session ended on the server's word (a 401), not by "Sign out": the sign-in screen says so. */
let ended = false;

function read(): PortalSession | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PortalSession> | null;
    return value && typeof value.csrfToken === 'string' && typeof value.firstname === 'string' && (value.lang === 'en' || value.lang === 'fr')
      ? { firstname: value.firstname, lang: value.lang, csrfToken: value.csrfToken, clientId: keptClientId(value) }
      : null;
  } catch {
    return null;
  }
}

/** The id of a kept session; one kept before ids were is named as its entries are (its username, or ''). */
function keptClientId(value: Partial<PortalSession> & { username?: unknown }): string {
  if (typeof value.clientId === 'string') return value.clientId;
  return typeof value.username === 'string' ? value.username : '';
}

/** The page now shows `next`. */
function show(next: PortalSession | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function changed(next: PortalSession | null): void {
  try {
    if (next) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
  show(next);
}

const sameSession = (a: PortalSession | null, b: PortalSession | null): boolean =>
  a === b || (a !== null && b !== null && a.csrfToken === b.csrfToken && a.clientId === b.clientId && a.firstname === b.firstname && a.lang === b.lang);

/**
 * Reads the kept session again: another tab signed in (a new cookie and CSRF token: this page's
 * token would now be refused, 403), signed out, or was signed out by a 401. Nothing changes (not
 * even the object, which `portalSessionEnded` compares) when it is the same session.
 */
export function reloadPortalSession(): void {
  const next = read();
  if (sameSession(next, current)) return;
  // Not written back: it is what the storage holds. Whatever ended the other tab's session,
  // this page only shows the sign-in (or the new client's screens: PortalPage).
  ended = false;
  show(next);
}

let following = false;
/**
 * Once per page: follows the session the other tabs keep. The storage event reaches every tab
 * but the one that wrote (a null key: the storage was cleared).
 */
export function followOtherTabs(page: Pick<EventTarget, 'addEventListener'> = window): void {
  if (following) return;
  following = true;
  page.addEventListener('storage', (event) => {
    const { key } = event as StorageEvent;
    if (key === KEY || key === null) reloadPortalSession();
  });
}

/**
 * Whether the screens shown for `shown` (a client's id; null: the sign-in) must go, with
 * every answer read for that client: signed out, or another client signed in in another tab.
 */
export function clientLeft(shown: string | null, session: PortalSession | null): boolean {
  return shown !== null && shown !== session?.clientId;
}

/** Signed in; `lang` is the page's language (the answer's, unless the client chose one). */
export function portalSignedIn(answer: PortalSignedIn, lang: Lang = answer.lang): void {
  forgetPendingSignOut();
  ended = false;
  changed({ clientId: answer.clientId, firstname: answer.firstname, lang, csrfToken: answer.csrfToken });
}

/** "Sign out". */
export function portalSignedOut(): void {
  ended = false;
  changed(null);
}

/**
 * The server no longer knows the session (a 401 of any portal call). `seen` is the session the
 * call was made in: a late answer of a session already left (or replaced) changes nothing.
 */
export function portalSessionEnded(seen: PortalSession | null = current): void {
  if (!seen || seen !== current) return;
  ended = true;
  changed(null);
}

export const portalSession = (): PortalSession | null => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function usePortalSession(): PortalSession | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** Whether the sign-in screen is shown because the last session ended (expired, or ended by the clinician). */
export function usePortalSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, () => ended);
}
