/**
 * The message a client is writing, kept for the browser tab (sessionStorage): a reload, or a
 * phone that drops the page while the client looks something up in another app, brings it back.
 * Only for the client who wrote it, and forgotten once it is queued, when that client leaves
 * (PortalPage: nothing of a client stays for the next one) and with the tab.
 */
const KEY = 'openset.portal.messageDraft';

type Kept = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): Kept | null {
  try {
    return sessionStorage;
  } catch {
    return null; // Storage blocked: the draft lasts as long as the page.
  }
}

/** The draft `clientId` left in this tab, or ''. */
export function keptDraft(clientId: string, storage: Kept | null = tabStorage()): string {
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? 'null') as { clientId?: unknown; text?: unknown } | null;
    return kept?.clientId === clientId && typeof kept.text === 'string' ? kept.text : '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the draft of `clientId`; an empty text forgets it. */
export function keepDraft(clientId: string, text: string, storage: Kept | null = tabStorage()): void {
  try {
    if (text) storage?.setItem(KEY, JSON.stringify({ clientId, text }));
    else storage?.removeItem(KEY);
  } catch {
    // Full or blocked: the draft still lasts as long as the page.
  }
}

export const forgetDraft = (storage: Kept | null = tabStorage()): void => {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Blocked: there is nothing kept.
  }
};
