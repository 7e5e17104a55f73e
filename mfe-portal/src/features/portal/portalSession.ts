import type { Lang, PortalSignedIn } from '@openset/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The portal session as the page knows it: the client's first name, language and the
 * session's CSRF token from the sign-in answer. The session itself is the httpOnly cookie; this
 * copy lets a phone reopen the portal offline on the last sets. Kept in localStorage (the same
 * page can read the token from the DOM anyway); a 401 or signing out clears it.
 */
export interface PortalSession {
  firstname: string;
  lang: Lang;
  csrfToken: string;
}

const KEY = 'openset.portal.session';
const listeners = new Set<() => void>();
let current: PortalSession | null = read();

function read(): PortalSession | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PortalSession> | null;
    return value && typeof value.csrfToken === 'string' && typeof value.firstname === 'string' && (value.lang === 'en' || value.lang === 'fr')
      ? (value as PortalSession)
      : null;
  } catch {
    return null;
  }
}

function changed(next: PortalSession | null): void {
  current = next;
  try {
    if (next) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export const portalSignedIn = (answer: PortalSignedIn): void => changed({ firstname: answer.firstname, lang: answer.lang, csrfToken: answer.csrfToken });
export const portalSignedOut = (): void => changed(null);
export const portalSession = (): PortalSession | null => current;

export function usePortalSession(): PortalSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
