/**
 * Whether the tips were already shown for this sign-in, in this tab: kept in sessionStorage under
 * a digest of the session's CSRF token (a new sign-in has a new one; a reload keeps it), so the
 * tips come once after each sign-in and not on every page load. The token itself is not stored.
 */
const KEY = 'openset.tipsShownFor';

/** A short, non-secret digest (FNV-1a, 32 bits) that tells one session from the next. */
export function sessionDigest(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function tipsShownFor(token: string, storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(KEY) === sessionDigest(token);
  } catch {
    return false;
  }
}

export function rememberTipsShown(token: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(KEY, sessionDigest(token));
  } catch {
    // Storage refused (private mode): the tips may come again after a reload.
  }
}
