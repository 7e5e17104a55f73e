import { describe, expect, it } from '@jest/globals';
import { initialUrlSync, urlSyncStep, type UrlStep, type UrlSync } from './urlSync';

/** Runs renders of (URL, documents) in order and answers the step of each. */
function renders(...seen: [url: string, store: string][]): UrlStep[] {
  let sync: UrlSync = initialUrlSync;
  return seen.map(([url, store]) => {
    const next = urlSyncStep(sync, url, store);
    sync = next.sync;
    return next.step;
  });
}

describe('the URL and the open documents', () => {
  it('follows the URL on the first render and after a link, and replaces it after a change of the builder', () => {
    expect(renders(['abc', ''], ['abc', 'abc'], ['abc', 'abc,n~1'], ['abc,n~1', 'abc,n~1'], ['xyz', 'abc,n~1'])).toEqual([
      { kind: 'follow' },
      { kind: 'none' },
      { kind: 'navigate', to: 'abc,n~1' },
      { kind: 'none' },
      { kind: 'follow' },
    ]);
  });

  it('keeps a set opened before the replace it asked for has landed (the old URL is no change of the person)', () => {
    expect(
      renders(
        ['n~a', 'n~a'],
        // The draft is saved: the document goes by its draft id, the URL is replaced.
        ['n~a', 'd~x'],
        // A click opens a new set before the router renders the replaced URL.
        ['n~a', 'd~x,n~y'],
        // The first replace lands, then the second.
        ['d~x', 'd~x,n~y'],
        ['d~x,n~y', 'd~x,n~y'],
        // Back to where the person was: followed again.
        ['n~a', 'd~x,n~y'],
      ),
    ).toEqual([
      { kind: 'follow' },
      { kind: 'navigate', to: 'd~x' },
      { kind: 'navigate', to: 'd~x,n~y' },
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'follow' },
    ]);
  });
});
