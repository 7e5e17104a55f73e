/**
 * Which side leads when the builder's open documents and the URL's `setBuilder/:setIds` differ.
 * The URL leads when the person changed it (a link, back, a reload): the documents follow it.
 * The documents lead when the builder changed them (a new document, a draft id, a save): the URL
 * is replaced. A replace the builder asked for reaches the page's renders after its own later
 * store changes (the router renders navigations as transitions; a click's update renders first),
 * so a URL the builder itself left or passed through is no change of the person's: following it
 * would close a document opened in the meantime.
 */
export interface UrlSync {
  /** The URL the documents match: the last one followed or asked for. */
  expected: string | null;
  /** URLs the builder's own replaces left or passed through, until the last one lands. */
  passing: string[];
}

export type UrlStep = { kind: 'follow' } | { kind: 'navigate'; to: string } | { kind: 'none' };

export const initialUrlSync: UrlSync = { expected: null, passing: [] };

/** The next step for the URL (`urlKey`) and the documents (`storeKey`) as this render sees them. */
export function urlSyncStep(sync: UrlSync, urlKey: string, storeKey: string): { sync: UrlSync; step: UrlStep } {
  if (urlKey !== sync.expected && !sync.passing.includes(urlKey)) {
    return { sync: { expected: urlKey, passing: [] }, step: { kind: 'follow' } };
  }
  const passing = urlKey === sync.expected ? [] : sync.passing;
  if (storeKey !== sync.expected) {
    const left = sync.expected === null ? [urlKey] : [urlKey, sync.expected];
    return { sync: { expected: storeKey, passing: [...new Set([...passing, ...left])] }, step: { kind: 'navigate', to: storeKey } };
  }
  return { sync: { expected: sync.expected, passing }, step: { kind: 'none' } };
}
