import { describe, expect, it } from '@jest/globals';
import { api } from '../api/api';
import { createAppStore } from './store';

// RTK Query's listeners hear the page's window: a bare event target stands in for it here.
const page = Object.assign(new EventTarget(), { document: { visibilityState: 'visible' } });
(globalThis as { window?: unknown }).window = page;

let reads = 0;
const counted = api.injectEndpoints({
  endpoints: (build) => ({ storeTestReads: build.query<number, string>({ queryFn: () => ({ data: ++reads }) }) }),
});

/** Lets the refetches the events started answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the store', () => {
  it('reads again a query that asks for it when the connection returns or the page comes back to the foreground, and no other', async () => {
    const store = createAppStore();
    await store.dispatch(
      counted.endpoints.storeTestReads.initiate('follows', {
        subscriptionOptions: { refetchOnReconnect: true, refetchOnFocus: true },
      }),
    );
    // A query that does not ask (every clinician screen) keeps the default: no refetch.
    await store.dispatch(counted.endpoints.storeTestReads.initiate('plain'));
    expect(reads).toBe(2);
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(reads).toBe(3);
    page.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(reads).toBe(4);
    const follows = counted.endpoints.storeTestReads.select('follows')(store.getState());
    expect(follows.data).toBe(4);
  });
});
